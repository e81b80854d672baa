//! `ccc12s4`: to add, its worst cases (inputs at the statement's bounds, in the
//! dearest shapes known) and a sweep of growing sizes up to the bound.

use crate::{Limits, Problem, Targets};

pub(crate) const PROBLEM: Problem = Problem {
    binary: "ccc12s4",
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/ccc12s4",
    limits: Limits {
        time_ms: 3000,
        time_published: true,
        memory_mib: Some(64),
        note: None,
    },
    targets: Targets::PRACTICE,
    worst_cases: &[],
    sweeps: &[],
};
