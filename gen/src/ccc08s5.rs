//! `ccc08s5`: to add, its worst cases (inputs at the statement's bounds, in the
//! dearest shapes known) and a sweep of growing sizes up to the bound.

use crate::{Limits, Problem, Targets};

pub(crate) const PROBLEM: Problem = Problem {
    binary: "ccc08s5",
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/ccc08s5",
    limits: Limits {
        time_ms: 1000,
        time_published: false,
        memory_mib: Some(256),
        note: Some("DMOJ's time limit is assumed, not looked up yet."),
    },
    targets: Targets::PRACTICE,
    worst_cases: &[],
    sweeps: &[],
};
