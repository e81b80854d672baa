// dpk, does not compile: a statement without its semicolon.
public class Main {
    public static void main(String[] args) {
        System.out.println("First")
    }
}
