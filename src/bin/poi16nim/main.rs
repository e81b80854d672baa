//! POI XXIII (2015/16) stage I "Nim z utrudnieniem" (szkopul `nim`, Luogu P5970).
//!
//! **Problem.** Before a game of Nim on n piles, Bajtazar removes some piles: a number
//! divisible by d, not all of them. Count the choices (mod 1e9+7) that leave XOR 0.
//!
//! **Idea.** The piles left XOR to 0 iff the removed ones XOR to X, the XOR of all
//! piles. Count removals by XOR and by size mod d at once with the Walsh–Hadamard
//! transform over the XOR, whose character at a frequency s maps a pile a to
//! (−1)^|a ∧ s| and a set of piles to the product over them. Mark each removed pile by
//! z, sizes counted modulo z^d − 1: pile a contributes 1 + (−1)^|a ∧ s| z, so at s all
//! removals together give (1 + z)^p (1 − z)^(n − p), where p = p(s) counts the piles
//! with |a ∧ s| even. These p come from one transform of the table of how many piles
//! have each size: its value at s is p − (n − p). Inverting at X, the removals of XOR X
//! are (1/W) Σ_s (−1)^|X ∧ s| (1 + z)^p(s) (1 − z)^(n − p(s)), W the table's width;
//! grouping the s by p into weights w_p = Σ_{p(s) = p} (−1)^|X ∧ s|, that is
//! (1/W) Σ_p w_p (1 + z)^p (1 − z)^(n − p), summed by Horner's rule over p, 512 weights
//! at a time: in a block each weight multiplies a fixed (1 + z)^j (1 − z)^(511 − j), d
//! multiply-adds of plain integers, and the blocks are joined by products modulo
//! z^d − 1. Its constant coefficient counts the removals of a multiple of d piles; less
//! the one removing all piles when d divides n.
//!
//! **Complexity.** O(W log W + n·d) time, W the power of two above the largest pile
//! (2^20 at most); O(W + n) memory: 4 MiB of counts at W = 2^20 and 2 MiB of weights at
//! n = 5·10^5; the piles themselves are counted as they are read, not kept.
//! The editorial's O(d·Σa) DP over (XOR, size mod d), 40 MiB, checks this one in the
//! tests.
//!
//! **`--explain`.** Why the removals that win are those of XOR X, then the count from
//! the transform: the removals of XOR X by their size mod d, which of them count. Up to
//! 12 piles, every removal is tried as a bitmask and the winning ones are listed, each
//! with the piles it leaves; above, the transform's weights w_p are listed instead.

use gamebits::bits::xor_transform;
use gamebits::judge::{run_played, InputError, Tokens};
use gamebits::modint::{ModInt, MOD};

mod explain;
mod play;

const MAX_N: usize = 500_000;
const MAX_D: usize = 10;
const MAX_A: u32 = 1_000_000;
const MAX_SUM: u64 = 10_000_000;

fn main() {
    run_played(solve, explain::explain, play::setup)
}

/// Counts Bajtazar's winning removals.
fn solve(tokens: &mut Tokens) -> Result<ModInt, InputError> {
    let (piles, d) = read_input(tokens)?;
    Ok(winning_removals(piles, d))
}

/// The piles as the transform needs them: how many there are, their XOR, and how many
/// have each size, in a table whose width is the power of two above the largest.
struct Piles {
    count: usize,
    xor: usize,
    by_size: Vec<i32>,
}

/// Reads `n d a_1..a_n` and checks the statement's bounds.
fn read_input(tokens: &mut Tokens) -> Result<(Piles, usize), InputError> {
    read_piles(tokens, |_| {})
}

/// [`read_input`], handing each pile to `each` as it is read.
fn read_piles(
    tokens: &mut Tokens,
    mut each: impl FnMut(usize),
) -> Result<(Piles, usize), InputError> {
    let n = tokens.number("n", 1..=MAX_N)?;
    let d = tokens.number("d", 1..=MAX_D)?;
    // Room for every size up to MAX_A; the memory is touched only where a count lands
    // and below the power of two above the largest pile, where the transform runs.
    let mut by_size = vec![0i32; (MAX_A as usize + 1).next_power_of_two()];
    let (mut sum, mut xor, mut largest) = (0u64, 0, 0);
    for i in 1..=n {
        let a = tokens.number(format_args!("a_{i}"), 1..=MAX_A)? as usize;
        each(a);
        by_size[a] += 1;
        sum += a as u64;
        xor ^= a;
        largest = largest.max(a);
    }
    if sum > MAX_SUM {
        return Err(InputError::new(format!(
            "the piles hold {sum} stones in all, more than {MAX_SUM}"
        )));
    }
    by_size.truncate((largest + 1).next_power_of_two());
    let piles = Piles {
        count: n,
        xor,
        by_size,
    };
    Ok((piles, d))
}

/// The number of removals of a multiple of `d` piles, not all, that leave XOR 0.
fn winning_removals(piles: Piles, d: usize) -> ModInt {
    let (n, width) = (piles.count, piles.by_size.len());
    let weights = transform_weights(piles);
    let mut ways = removals_by_residue(&weights, width, d)[0];
    if n % d == 0 {
        ways -= ModInt::ONE;
    }
    ways
}

/// The weights w_p = Σ_{p(s) = p} (−1)^|X ∧ s| for p in 0..=n, from the transform of
/// the piles' counts by size.
fn transform_weights(piles: Piles) -> Vec<i32> {
    let n = piles.count;
    // spectrum[s] = p(s) − (n − p(s)) once transformed; |·| ≤ n fits an i32.
    let mut spectrum = piles.by_size;
    xor_transform(&mut spectrum);
    let mut weights = vec![0i32; n + 1];
    for (s, &difference) in spectrum.iter().enumerate() {
        let even = (n as i32 + difference) / 2;
        // (−1)^|X ∧ s| without a branch: the parity is as good as random.
        weights[even as usize] += 1 - 2 * ((piles.xor & s).count_ones() & 1) as i32;
    }
    weights
}

/// The removals (all piles and none included) whose piles XOR to X, by their number of
/// piles modulo `d`: (1/W) Σ_p w_p (1 + z)^p (1 − z)^(n − p) modulo z^d − 1, for the
/// `weights` of a table of `width` W.
fn removals_by_residue(weights: &[i32], width: usize, d: usize) -> Vec<ModInt> {
    let inverse = ModInt::new(width as u64).inv();
    let sum = weighted_sum(weights, d);
    sum.into_iter().map(|c| c * inverse).collect()
}

/// How many weights [`weighted_sum`] joins at a time: a block's sum of |w|·c, with
/// |w| ≤ 2^20 and c < MOD < 2^30, stays below 2^59 in an `i64`.
const BLOCK: usize = 512;

/// Σ_p w_p (1 + z)^p (1 − z)^(n − p) modulo z^d − 1, for the weights w_0..=w_n, by
/// Horner's rule a block of weights at a time.
///
/// After the weights below p0 the sum is Σ_{p < p0} w_p (1 + z)^p (1 − z)^(p0 − 1 − p);
/// B more weights make it sum·(1 − z)^B + (1 + z)^p0 · Σ_{j < B} w_(p0 + j) T_j, where
/// T_j = (1 + z)^j (1 − z)^(B − 1 − j) is the same for every block. So a weight costs d
/// multiply-adds in plain integers, without a modulo, and a block three products
/// modulo z^d − 1. The weights after the last whole block go one at a time:
/// sum·(1 − z) + w_p (1 + z)^p.
fn weighted_sum(weights: &[i32], d: usize) -> Vec<ModInt> {
    let plus = powers(d, true, BLOCK + 1);
    let minus = powers(d, false, BLOCK + 1);
    let fixed: Vec<Vec<ModInt>> = (0..BLOCK)
        .map(|j| cyclic_product(&plus[j], &minus[BLOCK - 1 - j]))
        .collect();
    let mut sum = vec![ModInt::default(); d];
    // (1 + z)^p0, p0 the first weight not yet added.
    let mut power = plus[0].clone();
    let blocks = weights.chunks_exact(BLOCK);
    let rest = blocks.remainder();
    for block in blocks {
        let mut terms = vec![0i64; d];
        for (&w, t) in block.iter().zip(&fixed) {
            if w != 0 {
                for (term, c) in terms.iter_mut().zip(t) {
                    *term += i64::from(w) * i64::from(c.value());
                }
            }
        }
        let terms: Vec<ModInt> = terms.iter().map(|&term| modulo(term)).collect();
        let added = cyclic_product(&power, &terms);
        sum = cyclic_product(&sum, &minus[BLOCK]);
        for (s, a) in sum.iter_mut().zip(added) {
            *s += a;
        }
        power = cyclic_product(&power, &plus[BLOCK]);
    }
    for &w in rest {
        times_one_plus_z(&mut sum, false);
        let w = modulo(w.into());
        for (s, &p) in sum.iter_mut().zip(&power) {
            *s += w * p;
        }
        times_one_plus_z(&mut power, true);
    }
    sum
}

/// (1 + z)^k (`plus`) or (1 − z)^k modulo z^d − 1, for k in `0..count`.
fn powers(d: usize, plus: bool, count: usize) -> Vec<Vec<ModInt>> {
    let mut power = vec![ModInt::default(); d];
    power[0] = ModInt::ONE;
    let mut all = Vec::with_capacity(count);
    for _ in 0..count {
        all.push(power.clone());
        times_one_plus_z(&mut power, plus);
    }
    all
}

/// a·b modulo z^d − 1, for d their length.
fn cyclic_product(a: &[ModInt], b: &[ModInt]) -> Vec<ModInt> {
    let d = a.len();
    let mut product = vec![ModInt::default(); d];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            product[(i + j) % d] += x * y;
        }
    }
    product
}

/// `value` modulo MOD.
fn modulo(value: i64) -> ModInt {
    ModInt::new(value.rem_euclid(i64::from(MOD)) as u64)
}

/// `poly` times 1 + z (`plus`) or 1 − z, modulo z^d − 1 for d its length.
fn times_one_plus_z(poly: &mut [ModInt], plus: bool) {
    // z·poly moves every coefficient one up, the one of z^(d − 1) round to z^0.
    let last = *poly.last().expect("d ≥ 1 coefficients");
    for r in (1..poly.len()).rev() {
        let up = poly[r - 1];
        poly[r] = if plus { poly[r] + up } else { poly[r] - up };
    }
    poly[0] = if plus { poly[0] + last } else { poly[0] - last };
}

#[cfg(test)]
mod tests;
