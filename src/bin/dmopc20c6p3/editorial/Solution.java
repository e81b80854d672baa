// dmopc20c6p3 (DMOPC '20 Contest 6 P3, "Bread Merchant"): a robber walks one-way routes
// between N cities forever; the police pick his route in cities with a station, he picks
// elsewhere, and a city with no route out catches him. From each start: is he caught?
//
// Idea: the police's attractor of the dead ends. A city with no route out catches him; a
// city with a station does as soon as one of its routes leads to a catching city; another
// city once all of its routes do. Worked back from the dead ends along the routes
// reversed, each city counts the routes it still needs (need: 1 with a station, all of
// them without) and catches when that count reaches 0. A city never reached this way is
// an escape: with a station all its routes lead to escapes, without one some route does,
// so the robber stays among them forever. Cycles, self-loops and repeated routes need no
// care: a route counts once per copy, and play is never followed forward.
//
// Complexity: O(N + M) time and memory. The routes reversed are one array grouped by the
// city they lead to: into[start[b] .. start[b + 1]) holds the a of each route a -> b (no
// boxed Integer lists).
import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        int n = in.nextInt();
        int m = in.nextInt();
        int[] police = new int[n + 1]; // cities are numbered from 1, as in the input
        for (int c = 1; c <= n; c++) police[c] = in.nextInt();
        int[] from = new int[m], to = new int[m];
        int[] out = new int[n + 1]; // out[a]: how many routes leave a
        int[] start = new int[n + 2]; // first, start[b + 1] counts the routes into b
        for (int j = 0; j < m; j++) {
            from[j] = in.nextInt();
            to[j] = in.nextInt();
            out[from[j]]++;
            start[to[j] + 1]++;
        }
        for (int c = 1; c <= n + 1; c++) start[c] += start[c - 1];
        int[] into = new int[m];
        int[] filled = start.clone();
        for (int j = 0; j < m; j++) into[filled[to[j]]++] = from[j];

        // need[c]: how many more of c's routes must lead to a catching city before c catches.
        int[] need = new int[n + 1];
        boolean[] caught = new boolean[n + 1];
        int[] queue = new int[n]; // the catching cities, in the order they are found
        int head = 0, tail = 0;
        for (int c = 1; c <= n; c++) {
            need[c] = police[c] == 1 ? Math.min(out[c], 1) : out[c];
            if (out[c] == 0) { // a dead end catches him
                caught[c] = true;
                queue[tail++] = c;
            }
        }
        // The deciding loop: each catching city, taken in turn, counts for every route into it.
        while (head < tail) {
            int city = queue[head++];
            for (int k = start[city]; k < start[city + 1]; k++) {
                int a = into[k]; // the route a -> city leads to a catching city
                need[a]--;
                if (need[a] == 0) { // that was the last route a needed: a catches him
                    caught[a] = true;
                    queue[tail++] = a;
                }
            }
        }

        // One line: 1 where he is caught, 0 where he escapes, single spaces between.
        StringBuilder line = new StringBuilder(2 * n);
        for (int c = 1; c <= n; c++) {
            if (c > 1) line.append(' ');
            line.append(caught[c] ? '1' : '0');
        }
        System.out.println(line);
    }

    /** Reads whitespace-separated integers, with an optional minus sign, from standard input. */
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
            boolean negative = c == '-';
            if (negative) c = read();
            int value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = read();
            }
            return negative ? -value : value;
        }
    }
}
