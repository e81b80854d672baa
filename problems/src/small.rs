//! Random small inputs, and shrinking a failing one.
//!
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
use std::borrow::Cow;
use std::fmt;

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

/// A problem's input as values: drawn at random, small enough for a brute force; made
/// smaller step by step; read from and written as (`Display`) the judge's input text.
///
/// The registry's model of each problem is one of these; the stress tests' brute forces
/// take it as it is, and [`Shrinkable::of`] makes the text-level steps that
/// `cargo xtask stress` uses.
///
/// ```
/// use gamebits_problems::{dpk::Stones, Rng, SmallInput};
/// let stones = Stones::draw(&mut Rng::new(1));
/// assert_eq!(Stones::read(&stones.to_string()), stones);
/// assert!(stones.smaller().iter().all(|smaller| *smaller != stones));
/// ```
pub trait SmallInput: Clone + fmt::Display {
    /// A random input, small enough for a brute force.
    fn draw(rng: &mut Rng) -> Self;

    /// The inputs one step smaller, the largest steps first; each one the statement
    /// allows, none the same as `self`.
    fn smaller(&self) -> Vec<Self>;

    /// Reads an input in the judge's format: one this registry wrote, or a sample.
    ///
    /// # Panics
    ///
    /// If `text` is not an input the statement allows.
    fn read(text: &str) -> Self;
}

/// Random small inputs of one problem as text, and the steps that make an input
/// smaller: a [`SmallInput`] model's, for the tools that hold no model's type.
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
    /// The text-level draw and steps of the model `M`: its inputs written out, a text
    /// read back by `M` before its steps are taken.
    ///
    /// ```
    /// use gamebits_problems::{dpk::Stones, Rng, Shrinkable, SmallInput};
    /// let cases = Shrinkable::of::<Stones>();
    /// let stones = Stones::draw(&mut Rng::new(7));
    /// assert_eq!((cases.draw)(&mut Rng::new(7)), stones.to_string());
    /// assert_eq!((cases.smaller)(&stones.to_string())[0], stones.smaller()[0].to_string());
    /// ```
    pub const fn of<M: SmallInput>() -> Shrinkable {
        Shrinkable {
            draw: drawn_text::<M>,
            smaller: smaller_texts::<M>,
        }
    }

    /// Shrinks `input`, on which `fails` holds, as [`shrink_within`] does, by the
    /// text-level steps, while `may_go_on` says so.
    ///
    /// ```
    /// use gamebits_problems::{Rng, SmallCases};
    /// let SmallCases::Own(cases) = gamebits_problems::problem("dpk").unwrap().small_cases else {
    ///     unreachable!()
    /// };
    /// // Fails when the pile holds at least 3 stones: shrinks to a pile of exactly 3.
    /// let pile = |input: &str| input.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap();
    /// let shrunk = cases.shrink("3 40\n2 9 31\n".to_string(), |input| pile(input) >= 3, || true);
    /// assert_eq!((pile(&shrunk.input), shrunk.stopped), (3, false));
    /// ```
    pub fn shrink(
        &self,
        input: String,
        mut fails: impl FnMut(&str) -> bool,
        may_go_on: impl FnMut() -> bool,
    ) -> Shrunk<String> {
        shrink_within(
            input,
            |text: &String| (self.smaller)(text),
            |text| fails(text),
            may_go_on,
        )
    }

    /// A step-wise shrinking of `input` by the text-level steps, for a caller whose runs
    /// end later (a page's worker): [`Shrinking`], as [`Shrinkable::shrink`] drives it.
    ///
    /// ```
    /// use gamebits_problems::SmallCases;
    /// let SmallCases::Own(cases) = gamebits_problems::problem("dpk").unwrap().small_cases else {
    ///     unreachable!()
    /// };
    /// let mut shrinking = cases.shrinking("3 40\n2 9 31\n".to_string());
    /// assert!(shrinking.next().is_some());
    /// ```
    pub fn shrinking(&self, input: String) -> Shrinking<String, TextSteps> {
        let smaller = self.smaller;
        Shrinking::new(input, Box::new(move |text: &String| smaller(text)))
    }
}

/// The text-level steps of a [`Shrinkable`], as [`Shrinking`] takes them.
pub type TextSteps = Box<dyn Fn(&String) -> Vec<String>>;

/// A random input of the model `M`, written out.
fn drawn_text<M: SmallInput>(rng: &mut Rng) -> String {
    M::draw(rng).to_string()
}

/// The inputs one step smaller than `text`, read by the model `M`, written out.
fn smaller_texts<M: SmallInput>(text: &str) -> Vec<String> {
    M::read(text).smaller().iter().map(M::to_string).collect()
}

/// Shrinks `input`, on which `fails` holds: takes the first of the inputs one step
/// smaller (`smaller`, the largest steps first) on which `fails` holds still, again and
/// again, until there is none. Returns that input, minimal under the steps, and how
/// many steps it took.
///
/// # Complexity
///
/// Each step calls `fails` at most once per smaller input, and every step makes the
/// input strictly smaller (fewer items, or a smaller value), so the loop ends.
///
/// ```
/// use gamebits_problems::{dpk::Stones, shrink, SmallInput};
/// let stones = Stones::read("3 40\n2 9 31\n");
/// // Fails when the pile holds at least 3 stones: shrinks to a pile of exactly 3.
/// let (shrunk, _) = shrink(stones, Stones::smaller, |stones| stones.pile >= 3);
/// assert_eq!(shrunk.pile, 3);
/// ```
pub fn shrink<T: Clone>(
    input: T,
    smaller: impl Fn(&T) -> Vec<T>,
    fails: impl FnMut(&T) -> bool,
) -> (T, usize) {
    let shrunk = shrink_within(input, smaller, fails, || true);
    (shrunk.input, shrunk.steps)
}

/// How a shrinking ended ([`shrink_within`] has an example).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk<T> {
    /// The smallest failing input found.
    pub input: T,
    /// How many steps made it smaller.
    pub steps: usize,
    /// Whether the budget stopped it before it was minimal under the steps.
    pub stopped: bool,
}

/// Shrinks `input`, on which `fails` holds, as [`shrink`] does, asking `may_go_on`
/// before trying each smaller input: once it says no, the smallest failing input found
/// so far is kept, and the shrinking said stopped.
///
/// The budget is the caller's (a clock, a count of runs): nothing here reads a clock,
/// so a page can shrink as a tool does. It is [`Shrinking`] driven to its end, which a
/// caller whose runs end later (a page's worker) drives itself.
///
/// # Complexity
///
/// As [`shrink`], `may_go_on` called once before each call of `fails`.
///
/// ```
/// use gamebits_problems::{dpk::Stones, shrink_within, SmallInput};
/// let stones = Stones::read("3 40\n2 9 31\n");
/// // A budget of two tries: the pile is not down to 3 stones yet.
/// let mut tries = 0;
/// let budget = || {
///     tries += 1;
///     tries <= 2
/// };
/// let shrunk = shrink_within(stones, Stones::smaller, |stones| stones.pile >= 3, budget);
/// assert!(shrunk.stopped && shrunk.input.pile > 3);
/// ```
pub fn shrink_within<T: Clone, F: Fn(&T) -> Vec<T>>(
    input: T,
    smaller: F,
    mut fails: impl FnMut(&T) -> bool,
    mut may_go_on: impl FnMut() -> bool,
) -> Shrunk<T> {
    let mut shrinking = Shrinking::new(input, smaller);
    loop {
        if shrinking.peek().is_none() {
            return shrinking.done();
        }
        if !may_go_on() {
            return shrinking.stop();
        }
        let candidate = shrinking.next().expect("peeked");
        let failed = fails(&candidate);
        shrinking.failed(failed);
    }
}

/// A shrinking driven step by step: the caller takes the next smaller input to try
/// ([`Shrinking::next`]), runs it as it likes (later, elsewhere), and says whether it
/// failed ([`Shrinking::failed`]). [`shrink_within`] is this, driven in a loop; a page,
/// whose runs end in a worker, drives it from its messages.
///
/// ```
/// use gamebits_problems::{dpk::Stones, Shrinking, SmallInput};
/// let mut shrinking = Shrinking::new(Stones::read("3 40\n2 9 31\n"), Stones::smaller);
/// while let Some(candidate) = shrinking.next() {
///     let fails = candidate.pile >= 3;
///     shrinking.failed(fails);
/// }
/// let shrunk = shrinking.done();
/// assert_eq!((shrunk.input.pile, shrunk.stopped), (3, false));
/// ```
pub struct Shrinking<T, F> {
    shrunk: Shrunk<T>,
    smaller: F,
    /// The inputs one step smaller than `shrunk.input` not tried yet, the next last.
    left: Vec<T>,
    /// The input handed out by `next`, waiting for `failed`.
    trying: Option<T>,
}

impl<T: Clone, F: Fn(&T) -> Vec<T>> Shrinking<T, F> {
    /// A shrinking of `input`, which fails, by the steps `smaller` (the largest first).
    pub fn new(input: T, smaller: F) -> Shrinking<T, F> {
        let mut left = smaller(&input);
        left.reverse();
        Shrinking {
            shrunk: Shrunk {
                input,
                steps: 0,
                stopped: false,
            },
            smaller,
            left,
            trying: None,
        }
    }

    /// The next input to try, if any is left: the shrinking is over when there is none.
    ///
    /// # Panics
    ///
    /// If the last one handed out was not answered by [`Shrinking::failed`].
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<T> {
        assert!(
            self.trying.is_none(),
            "the last input tried is not answered"
        );
        let candidate = self.left.pop()?;
        self.trying = Some(candidate.clone());
        Some(candidate)
    }

    /// The next input to try, if any, without taking it.
    pub fn peek(&self) -> Option<&T> {
        self.left.last()
    }

    /// Says whether the input last handed out by [`Shrinking::next`] fails: if it does,
    /// it is the smallest failing input found, and the next ones are one step smaller
    /// than it.
    ///
    /// # Panics
    ///
    /// If no input is waiting for an answer.
    pub fn failed(&mut self, failed: bool) {
        let candidate = self.trying.take().expect("an input handed out by next");
        if failed {
            self.left = (self.smaller)(&candidate);
            self.left.reverse();
            self.shrunk.input = candidate;
            self.shrunk.steps += 1;
        }
    }

    /// The smallest failing input found so far, as it stands.
    pub fn smallest(&self) -> &T {
        &self.shrunk.input
    }

    /// How it ended: minimal under the steps if no input is left, else stopped.
    pub fn done(mut self) -> Shrunk<T> {
        self.shrunk.stopped = !self.left.is_empty() || self.trying.is_some();
        self.shrunk
    }

    /// Stops it where it is: the smallest failing input found, said stopped.
    pub fn stop(mut self) -> Shrunk<T> {
        self.shrunk.stopped = true;
        self.shrunk
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

/// The numbers of an all-numeric input, as the judges read them: separated by C's
/// whitespace (`\v` too), after a byte order mark if there is one, leading zeros of any
/// number (and the sign of `-0`) dropped.
///
/// # Panics
///
/// If a token is not a `T`.
///
/// ```
/// let numbers: Vec<i32> = gamebits_problems::numbers("\u{feff}2 03\n\x0b-004 -0\n");
/// assert_eq!(numbers, [2, 3, -4, 0]);
/// ```
pub fn numbers<T: std::str::FromStr>(text: &str) -> Vec<T> {
    text.trim_start_matches('\u{feff}')
        .split(|c: char| c.is_ascii_whitespace() || c == '\x0b')
        .filter(|t| !t.is_empty())
        .map(number)
        .collect()
}

/// The number `token`, one token of an input, as [`numbers`] reads each: for an input
/// that is not all numbers, read a word at a time.
///
/// # Panics
///
/// If `token` is not a `T`.
pub(crate) fn number<T: std::str::FromStr>(token: &str) -> T {
    without_leading_zeros(token)
        .parse()
        .unwrap_or_else(|_| panic!("`{token}` is not a number of the input"))
}

/// `token`, a number, without its leading zeros: `-0` and `-000` are `0`. Borrowed
/// but for a negative number with leading zeros: the worst cases' millions of numbers
/// are parsed without an allocation each.
fn without_leading_zeros(token: &str) -> Cow<'_, str> {
    let (negative, digits) = match token.strip_prefix('-') {
        Some(digits) => (true, digits),
        None => (false, token),
    };
    match digits.trim_start_matches('0') {
        "" if !digits.is_empty() => Cow::Borrowed("0"),
        significant if negative && significant.len() < digits.len() => {
            Cow::Owned(format!("-{significant}"))
        }
        _ if negative => Cow::Borrowed(token),
        significant => Cow::Borrowed(significant),
    }
}

/// `values` as one line, separated by spaces.
pub(crate) fn line<T: ToString>(values: &[T]) -> String {
    let words: Vec<String> = values.iter().map(T::to_string).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests;
