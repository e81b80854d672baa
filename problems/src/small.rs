//! Random small inputs, and shrinking: the steps that make a failing input smaller,
//! repeated until none keeps it failing.
//!
//! Each problem has its own steps, written over its input's shape (drop a move, an
//! edge, a sector, a case; lower a value; lower a count together with what it counts),
//! each giving only inputs the statement allows. A property-testing crate's shrinking
//! (proptest's value trees) was not used: it shrinks the values its own strategies drew,
//! with its own random generator, so `--seed S` would no longer draw the inputs of this
//! registry; a count drawn first and the items drawn from it (`prop_flat_map`) shrink
//! poorly, the count being kept while the items shrink; and a step such as "drop node
//! k, its edges, and renumber the rest" is a custom value tree either way. Plain steps
//! are a few lines a problem, and the loop below is all the rest.

use crate::Rng;

/// Where a problem's random small inputs come from.
///
/// ```
/// use gamebits_problems::SmallCases;
/// let dpk = gamebits_problems::problem("dpk").unwrap();
/// assert!(matches!(dpk.small_cases, SmallCases::Own(_)));
/// ```
#[derive(Clone, Copy)]
pub enum SmallCases {
    /// The problem's own generator and shrinking steps.
    Own(Shrinkable),
    /// Those of the registry's problem of this binary, which is also the reference to
    /// compare with: a practice solution, made by `cargo xtask new --like <binary>`.
    Like(&'static str),
    /// None yet: a new problem's are to write.
    None,
}

/// Random small inputs of one problem, and the steps that make an input smaller.
///
/// ```
/// use gamebits_problems::{Rng, SmallCases};
/// let SmallCases::Own(cases) = gamebits_problems::problem("dpk").unwrap().small_cases else {
///     unreachable!()
/// };
/// let input = (cases.draw)(&mut Rng::new(1));
/// // Every step gives a different input: the loop of `shrink` ends.
/// assert!((cases.smaller)(&input).iter().all(|smaller| *smaller != input));
/// ```
#[derive(Clone, Copy)]
pub struct Shrinkable {
    /// A random input, small enough for a brute force, in the judge's format.
    pub draw: fn(&mut Rng) -> String,
    /// The inputs one step smaller than a drawn (or shrunk) input, the largest steps
    /// first; each one the statement allows.
    pub smaller: fn(&str) -> Vec<String>,
}

impl Shrinkable {
    /// Shrinks `input`, on which `fails` holds: takes the first input one step smaller
    /// on which `fails` holds still, again and again, until there is none. Returns that
    /// input, minimal under the steps, and how many steps it took.
    ///
    /// # Complexity
    ///
    /// Each step calls `fails` at most once per smaller input, and every step makes the
    /// input strictly smaller (fewer items, or a smaller value), so the loop ends.
    ///
    /// ```
    /// use gamebits_problems::{Rng, SmallCases};
    /// let SmallCases::Own(cases) = gamebits_problems::problem("dpk").unwrap().small_cases else {
    ///     unreachable!()
    /// };
    /// // Fails when the pile holds at least 3 stones: shrinks to a pile of exactly 3.
    /// let pile = |input: &str| input.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap();
    /// let (shrunk, _) = cases.shrink("3 40\n2 9 31\n".to_string(), |input| pile(input) >= 3);
    /// assert_eq!(pile(&shrunk), 3);
    /// ```
    pub fn shrink(&self, input: String, mut fails: impl FnMut(&str) -> bool) -> (String, usize) {
        let mut current = input;
        let mut steps = 0;
        while let Some(next) = (self.smaller)(&current)
            .into_iter()
            .find(|smaller| fails(smaller))
        {
            current = next;
            steps += 1;
        }
        (current, steps)
    }
}

/// The values below `value` down to `least` that shrinking tries, largest jump first:
/// `least` itself, halfway, and one less.
///
pub(crate) fn lowered(value: u64, least: u64) -> Vec<u64> {
    let mut values = Vec::new();
    for lower in [
        least,
        least + (value - least.min(value)) / 2,
        value.saturating_sub(1),
    ] {
        if lower >= least && lower < value && !values.contains(&lower) {
            values.push(lower);
        }
    }
    values
}

/// `items` without the one at `index`.
pub(crate) fn without<T: Clone>(items: &[T], index: usize) -> Vec<T> {
    let mut rest = items.to_vec();
    rest.remove(index);
    rest
}

/// The whitespace-separated tokens of an input this registry wrote, each parsed.
///
/// # Panics
///
/// If a token is not a `T`: only inputs drawn or shrunk here are read back.
pub(crate) fn values<T: std::str::FromStr>(text: &str) -> impl Iterator<Item = T> + '_ {
    text.split_whitespace()
        .map(|token| token.parse().ok().expect("an input of the registry's own"))
}

/// `values` as one line, separated by spaces.
pub(crate) fn line<T: ToString>(values: &[T]) -> String {
    let words: Vec<String> = values.iter().map(T::to_string).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_lowered_to_the_least_halfway_and_by_one() {
        assert_eq!(lowered(10, 1), [1, 5, 9]);
        assert_eq!(lowered(2, 1), [1]);
        assert!(lowered(1, 1).is_empty());
        assert_eq!(lowered(4, 3), [3]);
        assert_eq!(without(&[1, 2, 3], 1), [1, 3]);
    }
}
