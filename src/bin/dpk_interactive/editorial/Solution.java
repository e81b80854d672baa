// dpk_interactive: dpk ("Stones") played against the jury. The jury sends N K, then
// a_1 ... a_N, a pile the first player wins; you play First, one move a line, the jury
// answers with its move, until it answers 0: it cannot move, and you have won.
//
// Idea: dpk's win table. win[k] says whether the player to move wins from a pile of k
// stones: true iff some move a <= k leads to a pile with win[k - a] false. From a
// winning pile take such a move; whatever the jury takes then leaves a winning pile again.
// Write each move and flush the output, or the jury never sees it and both wait forever;
// read with a reader that returns what has arrived (never one that waits for a full
// buffer or the end of the input).
//
// Complexity: O(N * K) time for the table and O(K) memory, then O(N) a move.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.PrintWriter;

public class Solution {
    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        PrintWriter out = new PrintWriter(System.out);
        int n = in.nextInt();
        int k = in.nextInt();
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) moves[i] = in.nextInt();

        boolean[] win = new boolean[k + 1];
        for (int pile = 1; pile <= k; pile++) {
            for (int a : moves) {
                if (a > pile) break; // A is increasing: no larger move fits either
                if (!win[pile - a]) {
                    win[pile] = true;
                    break;
                }
            }
        }

        int pile = k;
        while (true) {
            // A move that leaves the jury a losing pile: there is one, as the pile is winning.
            int take = 0;
            for (int a : moves) {
                if (a <= pile && !win[pile - a]) {
                    take = a;
                    break;
                }
            }
            pile -= take;
            out.println(take);
            out.flush();
            int reply = in.nextInt();
            if (reply <= 0) break; // 0: the jury cannot move, we have won (-1: input ended)
            pile -= reply;
        }
    }

    /** Reads whitespace-separated non-negative integers from standard input. */
    static class Reader {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buffer = new byte[1 << 16];
        private int length = 0, position = 0;

        private int read() throws IOException {
            if (position == length) {
                length = in.read(buffer, 0, buffer.length); // returns what has arrived
                position = 0;
                if (length <= 0) return -1;
            }
            return buffer[position++];
        }

        /** The next number, or -1 if the input has ended. */
        int nextInt() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            if (c == -1) return -1;
            int value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = read();
            }
            return value;
        }
    }
}
