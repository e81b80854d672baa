// ccc08s5, wrong: Patrick wins every game.
import java.util.*;

public class Wrong {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) out.append("Patrick\n");
        System.out.print(out);
    }
}
