//! DMOJ `cco15p2` (CCO 2015 P2, "Artskjid").
//!
//! **Problem.** n ≤ 18 cities and one-way roads with lengths: find the longest route from
//! city 0 to city n − 1 that visits no city twice (it ends on reaching n − 1).
//!
//! **Idea.** `best[S][v]`: the longest route from city 0 that visits exactly the set S and
//! stands at v, or unreached. A road v → w with w ∉ S extends it to `best[S ∪ {w}][w]`;
//! sets only grow, so increasing order of S is an evaluation order. Only sets containing
//! city 0 are stored, only reached states are extended, and a route at n − 1 is finished,
//! never extended. The answer is the best over S of `best[S][n − 1]`.
//!
//! **Complexity.** O(2ⁿ⁻¹ · n²) time: for n = 18 with every road, about 2·10⁷ road checks
//! and 10⁷ extensions; O(2ⁿ⁻¹ · n) memory.

use gamebits::bits::{has_bit, ones, with_bit};
use gamebits::judge::{run_explained, InputError, Tokens};

mod explain;

const MAX_N: usize = 18;
const MAX_LENGTH: u32 = 10_000;

/// A state no route reaches; every reached state holds a length ≥ 0.
const UNREACHED: i32 = -1;

fn main() {
    run_explained(solve, explain::explain)
}

/// The length of a longest route from city 0 to city n − 1.
fn solve(tokens: &mut Tokens) -> Result<i32, InputError> {
    let roads = read_input(tokens)?;
    longest_route(&roads).ok_or_else(|| no_route(&roads))
}

/// The error of a map on which no route leads from city 0 to the last city.
fn no_route(roads: &[Vec<(usize, i32)>]) -> InputError {
    InputError::new(format!(
        "no route leads from city 0 to city {}",
        roads.len() - 1
    ))
}

/// Reads `n m` and the `m` roads `s d l`; returns, for every city, its roads as
/// (destination, length).
fn read_input(tokens: &mut Tokens) -> Result<Vec<Vec<(usize, i32)>>, InputError> {
    let n = tokens.number("n", 2..=MAX_N)?;
    let m = tokens.number("m", 1..=n * (n - 1))?;
    let mut length = vec![vec![0; n]; n];
    for i in 1..=m {
        let s = tokens.number(format_args!("s_{i}"), 0..=n - 1)?;
        let d = tokens.number(format_args!("d_{i}"), 0..=n - 1)?;
        let l = tokens.number(format_args!("l_{i}"), 1..=MAX_LENGTH)?;
        if s == d {
            return Err(InputError::new(format!(
                "road {i} leads from city {s} to itself"
            )));
        }
        if length[s][d] != 0 {
            return Err(InputError::new(format!(
                "road {i} repeats a road from city {s} to city {d}"
            )));
        }
        length[s][d] = l as i32;
    }
    Ok(length
        .iter()
        .map(|row| {
            (0..n)
                .filter(|&d| row[d] != 0)
                .map(|d| (d, row[d]))
                .collect()
        })
        .collect())
}

/// The length of the longest simple route from city 0 to the last city, if one exists.
// Not inlined into `solve`: inlined, its loop compiles to 0.7 % more instructions
// (callgrind, the registry's worst cases).
#[inline(never)]
fn longest_route(roads: &[Vec<(usize, i32)>]) -> Option<i32> {
    let n = roads.len();
    let last = n - 1;
    // States (S, v) with city 0 in S, stored at (S >> 1) * n + v.
    let index = |set: usize, v: usize| (set >> 1) * n + v;
    let mut best = vec![UNREACHED; (1 << (n - 1)) * n];
    best[index(1, 0)] = 0;
    let mut answer = UNREACHED;
    for set in (1..1usize << n).step_by(2) {
        for v in ones(set) {
            let here = best[index(set, v)];
            if here == UNREACHED {
                continue;
            }
            if v == last {
                answer = answer.max(here);
                continue;
            }
            for &(w, l) in roads[v].iter().filter(|&&(w, _)| !has_bit(set, w)) {
                let there = &mut best[index(with_bit(set, w), w)];
                *there = (*there).max(here + l);
            }
        }
    }
    (answer != UNREACHED).then_some(answer)
}
