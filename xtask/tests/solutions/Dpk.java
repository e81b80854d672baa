// dpk, right, in Java.
import java.io.*;
import java.util.*;

public class Dpk {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            moves[i] = (int) in.nval;
        }
        boolean[] wins = new boolean[k + 1];
        for (int i = 1; i <= k; i++)
            for (int a : moves)
                if (a <= i && !wins[i - a]) {
                    wins[i] = true;
                    break;
                }
        System.out.println(wins[k] ? "First" : "Second");
    }
}
