//! `dmopc20c6p3`: to add, its worst cases (inputs at the statement's bounds, in the
//! dearest shapes known) and a sweep of growing sizes up to the bound.

use crate::{Limits, Problem, Targets};

pub(crate) const PROBLEM: Problem = Problem {
    binary: "dmopc20c6p3",
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/dmopc20c6p3",
    limits: Limits {
        time_ms: 2000,
        time_published: true,
        memory_mib: Some(256),
        note: None,
    },
    targets: Targets::PRACTICE,
    worst_cases: &[],
    sweeps: &[],
};
