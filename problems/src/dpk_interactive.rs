//! `dpk_interactive`: `dpk` played against the jury.
//!
//! The lecture's game made interactive here. Judged by its interactor; it has no
//! worst cases or sweeps (the bench times one process on one input), and its stress
//! test plays random games.

use crate::format::Format;
use crate::{Checker, Limits, Page, Problem, ReadmeRow, Shows, SmallCases, Targets};

pub(crate) const PROBLEM: Problem = Problem {
    binary: "dpk_interactive",
    input: Format(&[]),
    small_cases: SmallCases::None,
    judge: "gamebits",
    url: "https://dmoj.ca/problem/dpk",
    readme: ReadmeRow {
        problem: "[DMOJ `dpk`](https://dmoj.ca/problem/dpk) played against the jury (interactive; made here, judged by `src/bin/dpk_interactive/interactor.rs`)",
        limits_aside: Some("ours"),
        approach: "`dpk`'s win table, then each move one to a losing pile",
        complexity: "O(N·K) time and O(K) memory for the table, O(N) a move",
    },
    limits: Limits {
        time_ms: 2000,
        time_published: true,
        memory_mib: Some(256),
        note: Some("Our own problem: the limits are ours."),
    },
    targets: Targets::PRACTICE,
    checker: Checker::Interactive("dpk_interactive-interactor"),
    worst_cases: &[],
    sweeps: &[],
    shows: Shows {
        explains: false,
        draws: false,
        steps: false,
        play: None,
    },
    page: Page {
        title: "gamebits `dpk_interactive`: DMOJ `dpk` (\"Stones\") played against the \
            jury.",
        statement: "A set A of moves and a pile of K stones that the first player wins, as \
            in `dpk`. The jury sends `N K`, then `a_1 … a_N`; you play First: write a move \
            (the stones you take: one of A, at most the pile), read the jury's move, and so \
            on, until the jury answers `0`: it cannot move, and you have won.",
    },
};
