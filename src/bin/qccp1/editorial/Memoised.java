// qccp1 (QCC P1, "Quarantine Games"): players alternate moving a token from node 1 along
// the coloured edges of a DAG; play ends when every colour of the input has been
// traversed or no move exists. The last player to move wins: does the first?
//
// Idea, as memoised recursion: wins(u, S) says whether the player to move wins at node u
// with the set S of colours traversed (7 colours: 128 sets). wins(u, ALL) is false for
// the set ALL of all colours of the input; otherwise wins(u, S) is true iff some edge
// u -> v of colour c leads to a position wins(v, S | c) that is false (a node without
// outgoing edges: false). Each position is solved once and remembered in memo.
//
// Recursion depth: one call per edge of the path played, so up to N - 1 = 1e5 frames on
// a long path. The main thread's stack (often 512 KiB to 8 MiB) may not hold that, so the
// work runs in a Thread given a 64 MiB stack: new Thread(null, runnable, "main", 1 << 26).
//
// Complexity: O(N + 128 * M) time and O(128 * N + M) memory. Only the positions reached
// from the start are solved: on the registry's random DAG few are (0.2 s of CPU, where
// Solution.java takes 0.95 s). On its path with 1e6 forward shortcuts every node's 128
// sets are reached, each call lands on a random node's memo, and it takes 5.8 s, far over
// the 1.5 s limit (Solution.java 0.9 s). The lecture's form to understand; Solution.java
// the one to submit.
import java.io.DataInputStream;
import java.io.IOException;

public class Memoised {
    static final int SETS = 128;
    static final String COLOURS = "roygbiv";

    // The edges out of u: e = firstLeaving[u], then nextLeaving[e], ... until -1; edge e
    // goes to head[e] and has colour index colour[e].
    static int[] firstLeaving, nextLeaving, head, colour;
    static byte[] memo; // memo[u * SETS + S]: -1 not solved yet, 0 lost, 1 won
    static int all; // ALL: the set of every colour of the input

    static boolean wins(int u, int set) {
        if (set == all) return false; // every colour traversed: play has ended
        int state = u * SETS + set;
        if (memo[state] != -1) return memo[state] == 1;
        boolean result = false;
        for (int e = firstLeaving[u]; e != -1; e = nextLeaving[e]) {
            if (!wins(head[e], set | 1 << colour[e])) { // this move leaves the opponent lost
                result = true;
                break;
            }
        }
        memo[state] = (byte) (result ? 1 : 0);
        return result;
    }

    static void solve() {
        try {
            Reader in = new Reader();
            int n = in.nextInt();
            int m = in.nextInt();
            firstLeaving = new int[n];
            java.util.Arrays.fill(firstLeaving, -1);
            nextLeaving = new int[m];
            head = new int[m];
            colour = new int[m];
            for (int e = 0; e < m; e++) {
                int u = in.nextInt() - 1;
                head[e] = in.nextInt() - 1;
                colour[e] = COLOURS.indexOf(in.nextLetter());
                nextLeaving[e] = firstLeaving[u];
                firstLeaving[u] = e;
                all |= 1 << colour[e];
            }

            memo = new byte[n * SETS];
            java.util.Arrays.fill(memo, (byte) -1);
            // Play starts at node 1 with no colour traversed.
            System.out.println(wins(0, 0) ? "piddddgy" : "deruikong");
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

    /** Reads whitespace-separated tokens from standard input. */
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

        private int skipSpace() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            return c;
        }

        int nextInt() throws IOException {
            int c = skipSpace();
            int value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = read();
            }
            return value;
        }

        char nextLetter() throws IOException {
            return (char) skipSpace();
        }
    }
}
