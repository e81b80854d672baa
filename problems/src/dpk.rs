//! `dpk`'s worst cases and small cases.
//!
//! `dpk`: K = 1e5 and N = 100, shaped so the scan over the moves rarely stops early;
//! small cases of up to 60 stones and 6 moves ([`Stones`]).

use crate::format::{Format, Part, Value};
use crate::small::{line, lowered, without};
use crate::{
    numbers, Checker, Limits, Page, Play, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;

const MAX_K: u64 = 100_000;

/// The registry's entry of `dpk`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "dpk",
    input: Format(&[
        Part::Value(Value::int("N")),
        Part::Value(Value::int("K")),
        Part::Rows {
            count: "N",
            values: &[Value::int("a")],
        },
    ]),
    small_cases: SMALL_CASES,
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/dpk",
    readme: ReadmeRow {
        problem: r#"[DMOJ `dpk`](https://dmoj.ca/problem/dpk) = [AtCoder EDPC K "Stones"](https://atcoder.jp/contests/dp/tasks/dp_k) (2 s / 256 MiB there)"#,
        limits_aside: None,
        approach: "win/lose table over pile sizes, filled in increasing order",
        complexity: "O(N·K) time, O(K) memory",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: true,
        memory_mib: Some(1024),
        note: None,
    },
    targets: Targets::STANDARD,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "K=1e5, A=1..100",
            generate: || moves_1_to_100(MAX_K),
        },
        WorstCase {
            name: "K=1e5, A=2,4..200",
            generate: || input(MAX_K, &(1..=100).map(|i| 2 * i).collect::<Vec<_>>()),
        },
        WorstCase {
            name: "K=1e5, 100 random moves",
            generate: || {
                let moves = Rng::new(1).distinct_sorted(100, MAX_K);
                input(MAX_K, &moves.into_iter().map(|a| a + 1).collect::<Vec<_>>())
            },
        },
    ],
    sweeps: &[Sweep {
        shape: "A = 1..100",
        parameter: "K",
        // Below K ≈ 2·10^4 the work is under a process's start-up time: sizes are
        // denser above it, where the growth can be seen.
        sizes: &[
            1_000, 3_000, 10_000, 20_000, 30_000, 50_000, 70_000, 100_000,
        ],
        generate: moves_1_to_100,
        complexity: "N·K, N = 100",
        cost: |k| 100.0 * k,
    }],
    shows: Shows {
        explains: true,
        draws: true,
        steps: true,
        play: Some(Play {
            options: &["--start"],
        }),
    },
    page: Page {
        title: "DMOJ `dpk` (AtCoder EDPC K, \"Stones\").",
        statement: "A pile of K stones; players alternate removing exactly `a_i` stones \
            for some `a_i` in a set A. Who cannot move loses. Does the first player (Taro) \
            win?",
    },
};

/// A pile of `k` stones and the moves 1..=100.
fn moves_1_to_100(k: u64) -> String {
    input(k, &(1..=100).collect::<Vec<_>>())
}

fn input(k: u64, moves: &[u64]) -> String {
    let list: Vec<String> = moves.iter().map(u64::to_string).collect();
    format!("{} {k}\n{}\n", moves.len(), list.join(" "))
}

/// Piles of 1..=60 stones and 1..=6 moves. Shrinking drops a move, lowers K (dropping
/// the moves above it), or lowers a move (above the one before it).
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Stones>());

/// An input of `dpk`: the moves A, increasing, and the pile K.
///
/// ```
/// use gamebits_problems::{dpk::Stones, SmallInput};
/// let stones = Stones::read("2 5\n1 3\n");
/// assert_eq!((stones.moves.as_slice(), stones.pile), (&[1, 3][..], 5));
/// assert_eq!(stones.to_string(), "2 5\n1 3\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stones {
    /// The numbers of stones a move may take, increasing.
    pub moves: Vec<u64>,
    /// The stones in the pile at the start, K.
    pub pile: u64,
}

impl SmallInput for Stones {
    fn draw(rng: &mut Rng) -> Stones {
        let pile = rng.range(1..=60);
        let n = rng.index(1..=pile.min(6) as usize);
        let moves = rng.distinct_sorted(n, pile).iter().map(|a| a + 1).collect();
        Stones { moves, pile }
    }

    fn read(text: &str) -> Stones {
        let numbers: Vec<u64> = numbers(text);
        let n = numbers[0] as usize;
        Stones {
            moves: numbers[2..2 + n].to_vec(),
            pile: numbers[1],
        }
    }

    fn smaller(&self) -> Vec<Stones> {
        let mut smaller = Vec::new();
        for i in (0..self.moves.len()).filter(|_| self.moves.len() > 1) {
            smaller.push(Stones {
                moves: without(&self.moves, i),
                ..self.clone()
            });
        }
        for pile in lowered(self.pile, self.moves[0]) {
            let moves = self.moves.iter().copied().filter(|&a| a <= pile).collect();
            smaller.push(Stones { moves, pile });
        }
        for i in 0..self.moves.len() {
            let least = if i == 0 { 1 } else { self.moves[i - 1] + 1 };
            for a in lowered(self.moves[i], least) {
                let mut moves = self.moves.clone();
                moves[i] = a;
                smaller.push(Stones { moves, ..*self });
            }
        }
        smaller
    }
}

impl fmt::Display for Stones {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "{} {}", self.moves.len(), self.pile)?;
        writeln!(f, "{}", line(&self.moves))
    }
}
