//! POI XXIII (2015/16) stage I "Nim z utrudnieniem" (szkopul `nim`, Luogu P5970).
//!
//! **Problem.** Before a game of Nim on n piles, Bajtazar removes some piles: a number
//! divisible by d, not all of them. Count the choices (mod 1e9+7) that leave XOR 0.
//!
//! **Idea.** The piles left XOR to 0 iff the removed ones XOR to X, the XOR of all
//! piles. Count the subsets of piles by (size mod d, XOR), adding one pile at a time,
//! smallest first: while the piles so far are all below 2^k, so are their XORs, and a
//! pile a with 2^k ≤ a < 2^(k+1) touches only the 2^(k+1) ≤ 2a values below the next
//! power of two. It pairs each x with x ^ a, so the update can run in place, one pair
//! at a time. The answer is the count at (0, X), less the one subset of all piles when
//! d divides n.
//!
//! **Complexity.** O(n log n + d·Σa_i) time; 2^⌈log₂(max a + 1)⌉ rows of ten 4-byte
//! residues, one per size mod d (40 MiB for a_i up to 1e6), besides the input. Rows
//! of a fixed width let the compiler copy them as values.

use gamebits::judge::{check_range, run, InputError, Tokens};
use gamebits::modint::ModInt;
use proconio::input;

const MAX_N: usize = 500_000;
const MAX_D: usize = 10;
const MAX_A: u32 = 1_000_000;
const MAX_SUM: u64 = 10_000_000;

fn main() {
    run(|tokens| {
        let (mut piles, d) = read_input(tokens)?;
        Ok(winning_removals(&mut piles, d))
    })
}

/// Reads `n d a_1..a_n` and checks the statement's bounds.
fn read_input(tokens: &mut Tokens) -> Result<(Vec<u32>, usize), InputError> {
    input! { from &mut *tokens, n: usize, d: usize }
    check_range("n", n, 1..=MAX_N)?;
    check_range("d", d, 1..=MAX_D)?;
    let piles = (1..=n)
        .map(|i| tokens.number(format_args!("a_{i}"), 1..=MAX_A))
        .collect::<Result<Vec<u32>, _>>()?;
    let sum: u64 = piles.iter().map(|&a| u64::from(a)).sum();
    if sum > MAX_SUM {
        return Err(InputError::new(format!(
            "the piles hold {sum} stones in all, more than {MAX_SUM}"
        )));
    }
    Ok((piles, d))
}

/// The number of removals of a multiple of `d` piles, not all, that leave XOR 0.
/// Sorts `piles`.
fn winning_removals(piles: &mut [u32], d: usize) -> ModInt {
    piles.sort_unstable();
    let largest = *piles.last().expect("at least one pile") as usize;
    let width = (largest + 1).next_power_of_two();
    // count[x][r]: subsets of the piles so far with XOR x and size ≡ r (mod d).
    let mut count = vec![[ModInt::default(); MAX_D]; width];
    count[0][0] = ModInt::new(1);
    for &a in piles.iter() {
        add_pile(&mut count, d, a as usize);
    }
    let all = piles.iter().fold(0, |x, &a| x ^ a as usize);
    let mut ways = count[all][0];
    if piles.len() % d == 0 {
        ways -= ModInt::new(1);
    }
    ways
}

/// Adds pile `a` to the counts in place, given that every XOR so far lies below the
/// highest bit of `a` doubled: each subset either leaves `a` out or takes it, which
/// moves it from (x, r) to (x ^ a, r + 1 mod d).
fn add_pile(count: &mut [[ModInt; MAX_D]], d: usize, a: usize) {
    let high = 1 << a.ilog2();
    for x in 0..high {
        // x < high ≤ x ^ a: each pair is met once, from its smaller end.
        let y = x ^ a;
        let (old_x, old_y) = (count[x], count[y]);
        count[x][0] = old_x[0] + old_y[d - 1];
        count[y][0] = old_y[0] + old_x[d - 1];
        for r in 1..d {
            count[x][r] = old_x[r] + old_y[r - 1];
            count[y][r] = old_y[r] + old_x[r - 1];
        }
    }
}
