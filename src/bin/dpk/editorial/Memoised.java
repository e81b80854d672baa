// dpk (AtCoder EDPC K, "Stones"): a pile of K stones; players alternate removing exactly
// a_i stones for some a_i in A. Who cannot move loses. Does the first player (Taro) win?
//
// Idea, as memoised recursion: wins(k) says whether the player to move wins from a pile
// of k stones: true iff some move a <= k leads to a pile wins(k - a) that is false.
// wins(0) is false. Each pile is solved once and remembered in memo[k].
//
// Recursion depth: with A = {1} the call for K reaches K - 1, ..., 0 before any returns:
// 1e5 frames deep. The main thread's stack (often 512 KiB to 8 MiB) may not hold that, so
// the work runs in a Thread given a 64 MiB stack: new Thread(null, runnable, "main", 1 << 26).
//
// Complexity: O(N * K) time at worst, O(K) memory (memo and stack).
import java.io.DataInputStream;
import java.io.IOException;

public class Memoised {
    static int[] moves;
    static byte[] memo; // -1: not solved yet; 0: losing pile; 1: winning pile

    static boolean wins(int pile) {
        if (memo[pile] != -1) return memo[pile] == 1;
        boolean result = false;
        for (int a : moves) {
            if (a > pile) break; // A is increasing: no larger move fits either
            if (!wins(pile - a)) { // this move leaves the opponent a losing pile
                result = true;
                break;
            }
        }
        memo[pile] = (byte) (result ? 1 : 0);
        return result;
    }

    static void solve() {
        try {
            Reader in = new Reader();
            int n = in.nextInt();
            int k = in.nextInt();
            moves = new int[n];
            for (int i = 0; i < n; i++) moves[i] = in.nextInt();

            memo = new byte[k + 1];
            java.util.Arrays.fill(memo, (byte) -1);
            System.out.println(wins(k) ? "First" : "Second");
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread thread = new Thread(null, Memoised::solve, "main", 1 << 26);
        // An error in the thread (say, the stack overflowing) ends the program with status 1.
        thread.setUncaughtExceptionHandler((t, e) -> {
            e.printStackTrace();
            System.exit(1);
        });
        thread.start();
        thread.join();
    }

    /** Reads whitespace-separated non-negative integers from standard input. */
    static class Reader {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buffer = new byte[1 << 16];
        private int length = 0, position = 0;

        private int read() throws IOException {
            if (position == length) {
                length = in.read(buffer, 0, buffer.length);
                position = 0;
                if (length <= 0) return -1;
            }
            return buffer[position++];
        }

        int nextInt() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            int value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = read();
            }
            return value;
        }
    }
}
