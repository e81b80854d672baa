// ccc12s4 (CCC '12 S4, "A Coin Game"): n <= 7 coins 1..n stand one per position in a row; a
// move takes the top coin of a position onto an adjacent one, never onto a smaller coin. For
// each of many line-ups: the fewest moves that leave coin i alone at position i, or IMPOSSIBLE.
//
// Idea: states as integers. No coin ever lies on a smaller one, so a stack is known from
// the set of its coins, and a whole state from each coin's position: n digits in base n,
// the integer state = sum of pos(c) * n^c over the coins c = 0..n-1 (positions 0..n-1),
// below n^n = 823543 at n = 7. It indexes an array of distances directly, and moving coin
// c one place right or left adds or subtracts n^c. A position's top is its smallest coin,
// and between two neighbouring positions there is exactly one move (the smaller top goes
// onto the other), unless both are empty. Every move can be undone, so the moves form an
// undirected graph, and one breadth-first search from the goal gives the distance of every
// start at once. It runs once for each n the input holds; each case is then a lookup.
//
// Complexity: O(n * n^n) time for each n that occurs (n^n states, n digits to read and
// n - 1 moves each), then O(n) a case; 5 bytes a state (a distance byte, a queue entry).
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

public class Solution {
    static final byte UNREACHED = -1; // every real distance is in 0..77

    /** The fewest moves from every state of n coins to the goal (coin c at position c). */
    static byte[] searchFromGoal(int n) {
        int[] power = new int[n + 1]; // power[c] = n^c, the step of coin c
        power[0] = 1;
        for (int c = 1; c <= n; c++) power[c] = power[c - 1] * n;
        int states = power[n];
        int goal = 0;
        for (int c = 0; c < n; c++) goal += c * power[c];

        byte[] distance = new byte[states];
        Arrays.fill(distance, UNREACHED);
        int[] queue = new int[states]; // every state reached, in order of distance
        int head = 0, tail = 0;
        distance[goal] = 0;
        queue[tail++] = goal;
        int[] top = new int[n];
        while (head < tail) {
            int state = queue[head++];
            // top[p]: the smallest coin at position p, or n if p is empty. Coins are read
            // smallest first, so the first coin found at a position is its top.
            Arrays.fill(top, n);
            for (int c = 0, rest = state; c < n; c++, rest /= n) {
                int p = rest % n;
                if (top[p] == n) top[p] = c;
            }
            for (int p = 1; p < n; p++) {
                int a = top[p - 1], b = top[p];
                if (a == b) continue; // both empty: no move
                // The smaller top moves: a to the right (its digit + 1) or b to the left.
                int next = a < b ? state + power[a] : state - power[b];
                if (distance[next] == UNREACHED) {
                    distance[next] = (byte) (distance[state] + 1);
                    queue[tail++] = next;
                }
            }
        }
        return distance;
    }

    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        byte[][] distances = new byte[8][]; // distances[n], searched when first asked for
        StringBuilder out = new StringBuilder();
        int n;
        while ((n = in.nextInt()) > 0) {
            // The state: coin c (from 0) at position i (from 0) adds i * n^c.
            int[] position = new int[n];
            for (int i = 0; i < n; i++) position[in.nextInt() - 1] = i;
            int state = 0;
            for (int c = n - 1; c >= 0; c--) state = state * n + position[c];

            if (distances[n] == null) distances[n] = searchFromGoal(n);
            byte d = distances[n][state];
            out.append(d == UNREACHED ? "IMPOSSIBLE" : Integer.toString(d)).append('\n');
        }
        System.out.print(out);
    }

    /** Reads whitespace-separated non-negative integers from standard input; -1 at its end. */
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
