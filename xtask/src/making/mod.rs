//! Making a problem: `new`, `listen`, `practise` and `start`.
//!
//! Making a problem: `new` (by hand, or `--from` a saved Competitive Companion problem),
//! `listen` (problems sent by the extension), both from one [`request::Request`];
//! `practise` (a practice solution of a problem of the registry) and `start` (a
//! starting file in C++, Python or Java); with the files they write, the checker chosen
//! for a new problem and the templates its files start from.

pub mod checker_choice;
pub mod companion;
pub mod files;
pub mod like;
pub mod listen;
pub mod new;
pub mod request;
pub mod start;
pub mod templates;
