// CodeChef DISPDOM "Disappearing Domino Game": Alice and Bob alternately cover K adjacent empty
// cells of a strip (N <= 64) with a domino that vanishes D turns later; who cannot move loses,
// and endless play is a draw. Print Alice, Bob or Draw.
//
// Idea. Nothing vanishes before turn D + 1, so turns 1..D are the ordinary game (dominoes
// stay). If a player is stuck by turn D the game is over; if turn D is played, then at every
// later turn the domino of D turns ago vanishes and leaves room for a move: play never ends.
// So the answer is the winner of the ordinary game if that player can force the end in
// fewer than D moves, else Draw.
//   That number of moves is the REMOTENESS r of a position: 0 with no move; for a winning
//   position 1 + the least r of a losing child (the winner hurries); for a losing one
//   1 + the largest r of any child (the loser prolongs). A position wins iff r is odd.
//   State: a position is the multiset of its maximal empty runs, as a sorted list. Runs
//   shorter than K are dead (dropped); runs of K..2K-1 cells allow exactly one move and
//   nothing after it, so they count as K: a TOKEN.
//   Two tricks keep the states few (the Rust header proves both): two tokens add exactly 2
//   to the remoteness of any position, and so does a run of 3K - 1 cells (every move in it
//   leaves one token). And which children lose is known in advance from Sprague-Grundy
//   values (a run's value is the mex over its splits; a position loses iff the XOR over
//   its runs is 0), so a winning position explores only its losing children.
//   With K = 1 every move covers one cell: play lasts exactly as many moves as there are
//   empty cells.
//
// Complexity: O(S * N * P) for S positions memoised, each with at most P <= N/(K+1) + 1 runs
// and at most N moves; S is at most about 43 000 for N = 64 (about 200 for N = 30).
// Java: at the judge's N <= 30 well under 0.1 s of CPU past the JVM's start. At this
// project's N = 64 with K = 2 the dearest cases take about 0.5 s of CPU (over 1 s of wall
// time on a loaded machine): boxed lists as keys; a long packing the runs, as the Rust
// does, would be faster.
// Recursion: each move covers K >= 2 cells, so play, and the recursion, is at most N/2 = 32
// moves deep (two calls per move): tiny for the default stack.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringTokenizer;

public class Solution {
    static int k;
    static int[] grundy; // grundy[length]: the Sprague-Grundy value of one run
    // memo[runs]: the remoteness of the position of these live runs
    static Map<List<Integer>, Integer> memo = new HashMap<>();

    public static void main(String[] args) throws IOException {
        // The whole input is four tokens: a plain tokenizer is fast enough, and D
        // (up to 10^18) is read as a long, exactly.
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder text = new StringBuilder();
        for (String line = in.readLine(); line != null; line = in.readLine())
            text.append(line).append(' ');
        StringTokenizer tokens = new StringTokenizer(text.toString());
        int n = Integer.parseInt(tokens.nextToken());
        k = Integer.parseInt(tokens.nextToken());
        long d = Long.parseLong(tokens.nextToken());
        String strip = tokens.nextToken();

        List<Integer> runs = new ArrayList<>(); // the lengths of the maximal empty runs
        int run = 0;
        for (char cell : (strip + "1").toCharArray()) {
            if (cell == '0') {
                run++;
            } else {
                if (run > 0) runs.add(run);
                run = 0;
            }
        }

        long length;
        if (k == 1) {
            length = 0;
            for (int x : runs) length += x;
        } else {
            // grundy[len]: the mex over the splits of a run of len cells into two runs of
            // left + right = len - K cells.
            grundy = new int[n + 1];
            for (int len = k; len <= n; len++) {
                Set<Integer> seen = new HashSet<>();
                for (int left = 0; left <= len - k; left++)
                    seen.add(grundy[left] ^ grundy[len - k - left]);
                while (seen.contains(grundy[len])) grundy[len]++;
            }
            List<Integer> start = new ArrayList<>();
            for (int x : runs)
                if (x >= k) start.add(live(x));
            start.sort(Collections.reverseOrder());
            length = remoteness(start);
        }

        if (length >= d) System.out.println("Draw");
        else if (length % 2 == 1) System.out.println("Alice");
        else System.out.println("Bob");
    }

    // How a run of at least K cells counts: K (a token) if exactly one domino fits and
    // nothing after it, else its length. Shorter runs are dropped.
    static int live(int length) {
        return length < 2 * k ? k : length;
    }

    // The remoteness of the position of these live runs, longest first.
    static int remoteness(List<Integer> runs) {
        Integer known = memo.get(runs);
        if (known != null) return known;

        // Take out the runs of 3K - 1 cells and the pairs of tokens: 2 moves each. The
        // token left over, if any, is the shortest run: it goes last.
        int tokens = Collections.frequency(runs, k);
        int extra = 2 * (Collections.frequency(runs, 3 * k - 1) + tokens / 2);
        if (extra > 0) {
            List<Integer> rest = new ArrayList<>();
            for (int x : runs)
                if (x != 3 * k - 1 && x != k) rest.add(x);
            if (tokens % 2 == 1) rest.add(k);
            int r = extra + remoteness(rest);
            memo.put(runs, r);
            return r;
        }

        int total = 0;
        for (int x : runs) total ^= grundy[x];
        Set<List<Integer>> children = new HashSet<>();
        for (int i = 0; i < runs.size(); i++) {
            int x = runs.get(i);
            // The same length as the run before gives the same children.
            if (i > 0 && runs.get(i - 1) == x) continue;
            // left <= right: the other splits mirror these.
            for (int left = 0; left <= (x - k) / 2; left++) {
                int right = x - k - left;
                // A winning position (total != 0) looks only at its losing children.
                if (total == 0 || (total ^ grundy[x] ^ grundy[left] ^ grundy[right]) == 0) {
                    List<Integer> child = new ArrayList<>(runs);
                    child.remove(i);
                    for (int part : new int[] {left, right})
                        if (part >= k) child.add(live(part));
                    child.sort(Collections.reverseOrder());
                    children.add(child);
                }
            }
        }

        int fastestWin = Integer.MAX_VALUE, longest = -1;
        for (List<Integer> child : children) {
            int r = remoteness(child);
            if (r % 2 == 0) fastestWin = Math.min(fastestWin, r); // the child loses for its mover
            longest = Math.max(longest, r);
        }
        int r;
        if (fastestWin != Integer.MAX_VALUE) r = 1 + fastestWin; // the winner hurries
        else if (longest >= 0) r = 1 + longest; // the loser prolongs
        else r = 0; // no move
        memo.put(runs, r);
        return r;
    }
}
