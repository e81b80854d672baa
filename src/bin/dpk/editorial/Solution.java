// dpk (AtCoder EDPC K, "Stones"): a pile of K stones; players alternate removing exactly
// a_i stones for some a_i in A. Who cannot move loses. Does the first player (Taro) win?
//
// Idea: win[k] says whether the player to move wins from a pile of k stones. A pile is
// winning iff some move a <= k leads to a losing pile: win[k] = OR over a of !win[k - a].
// win[0] is false (no move). Fill win[0..K] in increasing order; A is sorted, so the scan
// over A stops at the first a > k, or at the first losing child found.
//
// Complexity: O(N * K) time at worst, O(K) memory.
import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        int n = in.nextInt();
        int k = in.nextInt();
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) moves[i] = in.nextInt();

        boolean[] win = new boolean[k + 1];
        for (int pile = 1; pile <= k; pile++) {
            for (int a : moves) {
                if (a > pile) break; // A is increasing: no larger move fits either
                if (!win[pile - a]) { // this move leaves the opponent a losing pile
                    win[pile] = true;
                    break;
                }
            }
        }

        System.out.println(win[k] ? "First" : "Second");
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
