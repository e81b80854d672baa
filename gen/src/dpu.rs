//! `dpu`: to add, its worst cases (inputs at the statement's bounds, in the
//! dearest shapes known) and a sweep of growing sizes up to the bound.

use crate::{Limits, Problem, Targets};

pub(crate) const PROBLEM: Problem = Problem {
    binary: "dpu",
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/dpu",
    limits: Limits {
        time_ms: 1000,
        time_published: true,
        memory_mib: Some(1024),
        note: None,
    },
    targets: Targets::PRACTICE,
    worst_cases: &[],
    sweeps: &[],
};
