// qccp1 (QCC P1, "Quarantine Games"): players alternate moving a token from node 1 along
// the coloured edges of a DAG; play ends when every colour of the input has been
// traversed or no move exists. The last player to move wins: does the first?
//
// Idea: a position is (node u, set S of colours traversed); 7 colours make 2^7 = 128
// sets. The set ALL of all colours of the input is lost for the player to move; any other
// (u, S) is won iff some edge u -> v of colour c reaches a lost (v, S | c). A node without
// outgoing edges is lost for every S. won[u][S] is filled children first: Kahn's
// algorithm run backwards, from the nodes without outgoing edges along the edges
// reversed. A finished node v pushes its lost sets to every parent u; u is finished when
// its last child is. No recursion, so a path of 1e5 nodes is no problem.
//
// Complexity: O(N + 128 * M) time: each edge carries its child's 128 sets to its parent
// once; O(128 * N + M) memory (12.8 MB of won flags at N = 1e5). The edges into each node
// are kept as linked lists in arrays (firstEntering, nextEntering) rather than a list of
// objects per node, which would cost far more memory and time in Java.
import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    static final int SETS = 128;
    static final String COLOURS = "roygbiv";

    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        int n = in.nextInt();
        int m = in.nextInt();
        // The edges into v: e = firstEntering[v], then nextEntering[e], ... until -1;
        // edge e goes from tail[e] and has colour index colour[e].
        int[] firstEntering = new int[n];
        java.util.Arrays.fill(firstEntering, -1);
        int[] nextEntering = new int[m];
        int[] tail = new int[m];
        int[] colour = new int[m];
        int[] childrenLeft = new int[n]; // unfinished children of u, counted per edge
        int all = 0; // ALL: the set of every colour of the input
        for (int e = 0; e < m; e++) {
            int u = in.nextInt() - 1;
            int v = in.nextInt() - 1;
            int c = COLOURS.indexOf(in.nextLetter());
            tail[e] = u;
            colour[e] = c;
            nextEntering[e] = firstEntering[v];
            firstEntering[v] = e;
            childrenLeft[u]++;
            all |= 1 << c;
        }

        // won[u * SETS + S]: whether (u, S) is won for the player to move, once u is finished.
        boolean[] won = new boolean[n * SETS];

        // Kahn's algorithm backwards: a node is finished once all its children are.
        int[] finished = new int[n];
        int count = 0;
        for (int u = 0; u < n; u++)
            if (childrenLeft[u] == 0) finished[count++] = u;
        for (int next = 0; next < count; next++) {
            int v = finished[next];
            for (int e = firstEntering[v]; e != -1; e = nextEntering[e]) {
                int u = tail[e];
                int bit = 1 << colour[e];
                for (int set = 0; set < SETS; set++) {
                    int after = set | bit;
                    boolean childLost = after == all || !won[v * SETS + after];
                    if (childLost) won[u * SETS + set] = true;
                }
                if (--childrenLeft[u] == 0) finished[count++] = u;
            }
        }

        // Play starts at node 1 with no colour traversed (and ALL is never empty).
        System.out.println(won[0] ? "piddddgy" : "deruikong");
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
