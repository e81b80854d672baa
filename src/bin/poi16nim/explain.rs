//! `poi16nim`'s `--explain`: why the winning removals are those of XOR X, and their count.

use super::{read_piles, removals_by_residue, transform_weights};
use gamebits::explain::{Explanation, Line, Part, Set};
use gamebits::judge::{InputError, Tokens};
use gamebits::modint::ModInt;

/// The most piles for which `--explain` tries every removal and lists the winning ones
/// (2^12 removals at most).
const LISTED_PILES: usize = 12;

/// The answer with its reason. Its witness lines: `witness by-residue: c_0 … c_(d−1)`,
/// the removals of XOR X by their size mod d (mod 1e9+7, all piles and none included);
/// `witness count: <answer>`; and up to [`LISTED_PILES`] piles, `witness removal: <i> …`
/// for each winning removal, its piles numbered from 1.
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<ModInt, InputError> {
    // The piles in order, kept only where they are listed.
    let mut sizes = Vec::new();
    let (piles, d) = read_piles(tokens, |a| {
        if sizes.len() <= LISTED_PILES {
            sizes.push(a);
        }
    })?;
    let (n, x, width) = (piles.count, piles.xor, piles.by_size.len());
    why.line(format_args!(
        "Bajtazar removes a multiple of d = {d} piles of the {n}, not all; then Alice moves \
         first in Nim on the piles left."
    ));
    why.line(
        "A Nim position is losing for the player to move iff its piles XOR to 0, so \
         Bajtazar wins iff the piles left XOR to 0, that is, iff the piles he removes XOR \
         to X, the XOR of all piles.",
    );
    why.line(format_args!("Here X = {x} = {x:#b}."));
    let weights = transform_weights(piles);
    let by_residue = removals_by_residue(&weights, width, d);
    let ways = explain_count(why, n, d, &by_residue);
    if n <= LISTED_PILES {
        list_winning_removals(why, &sizes, d);
    } else {
        explain_weights(why, &weights, width);
    }
    Ok(ways)
}

/// The count made up: the removals of XOR X by size mod `d`, those of size ≡ 0 counted,
/// less the one removing all `n` piles when `d` divides `n`. Returns the count.
fn explain_count(why: &mut Explanation, n: usize, d: usize, by_residue: &[ModInt]) -> ModInt {
    let classes: Vec<String> = by_residue
        .iter()
        .enumerate()
        .map(|(r, c)| format!("size ≡ {r}: {c}"))
        .collect();
    why.line(format_args!(
        "The removals of XOR X (mod 1e9+7), by their number of piles mod {d}: {}.",
        classes.join(", ")
    ));
    why.witness("by-residue", by_residue);
    let ways = match n % d {
        0 => by_residue[0] - ModInt::ONE,
        _ => by_residue[0],
    };
    match n % d {
        0 => why.line(format_args!(
            "Those of size ≡ 0 count, less the removal of all {n} piles ({d} divides {n}): \
             {} − 1 = {ways} removals win.",
            by_residue[0]
        )),
        _ => why.line(format_args!(
            "Those of size ≡ 0 count ({d} does not divide {n}, so none removes every \
             pile): {ways} removals win."
        )),
    }
    why.witness("count", [ways]);
    ways
}

/// Tries every removal from the piles `sizes` as a bitmask (pile i is bit i − 1) and
/// lists the winning ones, each with its witness line.
fn list_winning_removals(why: &mut Explanation, sizes: &[usize], d: usize) {
    let n = sizes.len();
    let all = sizes.iter().fold(0, |x, &a| x ^ a);
    let winning: Vec<usize> = (0..1usize << n)
        .filter(|&removed| {
            let size = removed.count_ones() as usize;
            let xor = (0..n)
                .filter(|&i| removed >> i & 1 == 1)
                .fold(0, |x, i| x ^ sizes[i]);
            size % d == 0 && size < n && xor == all
        })
        .collect();
    let sizes_text: Vec<String> = sizes.iter().map(ToString::to_string).collect();
    why.line(format_args!(
        "Trying all 2^{n} removals from the piles {} as bitmasks (pile i is bit i − 1): \
         {} win.",
        sizes_text.join(" "),
        winning.len()
    ));
    for &removed in &winning {
        let set = Set::new(removed as u64, n, 1);
        let kept: Vec<usize> = (0..n)
            .filter(|&i| removed >> i & 1 == 0)
            .map(|i| sizes[i])
            .collect();
        let kept = kept.iter().map(ToString::to_string).collect::<Vec<_>>();
        why.line_with_states(Line::new().text("  ").part(removal(set)).text(format_args!(
            ": the piles left, {}, XOR to 0",
            kept.join(" ⊕ ")
        )));
        why.witness("removal", set.members());
    }
}

/// The transform's pieces: W and the weights w_p that are not 0.
fn explain_weights(why: &mut Explanation, weights: &[i32], width: usize) {
    let pieces: Vec<(usize, i32)> = weights
        .iter()
        .enumerate()
        .filter(|&(_, &w)| w != 0)
        .map(|(p, &w)| (p, w))
        .collect();
    why.line(format_args!(
        "Too many piles to list the removals: the counts above come from the \
         Walsh–Hadamard transform of the piles' counts by size, over W = {width} sizes."
    ));
    why.line(
        "At a frequency s, p of the n piles a have |a ∧ s| even; the removals of XOR X, z \
         marking a removed pile, are (1/W) Σ_p w_p (1 + z)^p (1 − z)^(n − p) modulo z^d − 1, \
         where w_p sums (−1)^|X ∧ s| over the s of that p.",
    );
    why.line(format_args!("Its {} weights other than 0:", pieces.len()));
    why.rows(pieces.len(), |i| {
        format!("  w_{} = {}", pieces[i].0, pieces[i].1)
    });
}

/// The removal of the piles `set` (from 1) as a line names it, `remove 0b00101 {1, 3}`;
/// its id is the piles as `--play`'s `--remove` takes them, `1,3`.
pub(super) fn removal(set: Set) -> Part {
    let piles: Vec<String> = set.members().map(|pile| pile.to_string()).collect();
    Part::state(piles.join(","), format_args!("remove {set}"))
}
