// ccc08s5 (CCC '08 S5, "Nukit"): counts A, B, C, D of four particles; Patrick, then Roland,
// must each turn remove one of five reactions (AABDD, ABCD, CCD, BBB, AD). Who cannot loses.
//
// Idea: states as integers. A state (A, B, C, D) is the mixed-radix number
// ((A*31 + B)*31 + C)*32 + D, so a reaction taking (a, b, c, d) lowers it by its own
// encoding, whatever the state: every state's children come before it. A state is won iff
// some reaction it can afford leads to a lost state; with none, it is lost. The last radix
// is 32, so a state is bit D of word (A*31 + B)*31 + C of the table `won`. Every reaction
// takes some A, B or C, so it lowers the word too, and the table is filled a word at a
// time, all 32 values of D at once: for a reaction taking d of D, the word it leads to,
// complemented and shifted up by d, has bit D set iff the state it leads to from D is lost
// (the shift leaves bits D < d clear: there the reaction is impossible). The table is
// built once, for every count up to 30; each case is then one lookup.
//
// Complexity: 5 * 31^3 word operations for the table (31^4 = 923521 states, 32 to a
// word), then O(1) a case; 31^3 ints (116 KiB).
import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    static final int RADIX = 31; // counts 0..30
    // The particles (A, B, C, D) each reaction takes: AABDD, ABCD, CCD, BBB, AD.
    static final int[][] REACTIONS = {{2, 1, 0, 2}, {1, 1, 1, 1}, {0, 0, 2, 1}, {0, 3, 0, 0}, {1, 0, 0, 1}};

    /** The index of the word holding the states with counts a, b, c of A, B, C. */
    static int word(int a, int b, int c) {
        return (a * RADIX + b) * RADIX + c;
    }

    public static void main(String[] args) throws IOException {
        // won[word(A, B, C)] bit D: the player to move from (A, B, C, D) wins.
        int[] won = new int[RADIX * RADIX * RADIX];
        for (int a = 0; a < RADIX; a++) {
            for (int b = 0; b < RADIX; b++) {
                for (int c = 0; c < RADIX; c++) {
                    int row = 0;
                    for (int[] r : REACTIONS) {
                        if (a < r[0] || b < r[1] || c < r[2]) continue; // cannot afford A, B, C
                        int after = won[word(a - r[0], b - r[1], c - r[2])];
                        row |= ~after << r[3]; // bit D: the state left, from D - d, is lost
                    }
                    won[word(a, b, c)] = row;
                }
            }
        }

        Reader in = new Reader();
        int n = in.nextInt();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int a = in.nextInt(), b = in.nextInt(), c = in.nextInt(), d = in.nextInt();
            boolean patrick = ((won[word(a, b, c)] >>> d) & 1) == 1;
            out.append(patrick ? "Patrick" : "Roland").append('\n');
        }
        System.out.print(out);
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
