// dpk, right, in Rust without the library.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let numbers: Vec<usize> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, k) = (numbers[0], numbers[1]);
    let moves = &numbers[2..2 + n];
    let mut wins = vec![false; k + 1];
    for i in 1..=k {
        wins[i] = moves.iter().any(|&a| a <= i && !wins[i - a]);
    }
    println!("{}", if wins[k] { "First" } else { "Second" });
}
