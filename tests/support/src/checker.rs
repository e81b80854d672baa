//! DMOJ's default ("standard") checker, for the answers of brute forces and explanations.
//!
//! The registry's own ([`gamebits_problems::checker::standard`]), which judges the samples
//! of every problem whose entry says `Checker::Standard`.

pub use gamebits_problems::checker::standard as compare;
