//! Judging a solution in any language against a problem's reference.
//!
//! The one implementation behind `cargo xtask test`/`stress` and the `gamebits` program:
//! a solution made ready to run from its file ([`solution`], compiled by its language's
//! own compiler), judged on the samples with the judges' verdicts ([`test`],
//! [`verdict`]), stressed against the reference on the registry's random small cases,
//! the first failing input shrunk ([`stress`]), and a binary's states drawn ([`draw`]).
//!
//! The reference is a value the caller gives ([`Reference`]): for the tools, the binary
//! built from the workspace's source; for `gamebits`, the program itself, started as
//! that binary.
//!
//! ```
//! use gamebits_practice::verdict::Verdict;
//! assert_eq!(Verdict::TimeLimitExceeded.code(), "TLE");
//! ```

pub mod draw;
mod reference;
pub mod solution;
pub mod start;
pub mod stress;
pub mod template;
pub mod test;
pub mod units;
pub mod verdict;

pub use reference::Reference;
