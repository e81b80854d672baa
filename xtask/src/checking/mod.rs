//! Checking a solution: `test` (judged on the samples), `stress` (against a reference on
//! random small inputs, the first difference shrunk) and `draw` (its states as a picture).

pub mod draw;
pub mod solution;
pub mod stress;
pub mod test;
pub mod verdict;

/// Makes Ctrl-C end every child still running (with all it started) before this
/// process exits, as the children lead process groups of their own, which the
/// terminal's Ctrl-C does not reach.
pub fn end_children_on_ctrl_c() {
    // Only the first handler set in a process takes: a second call changes nothing.
    let _ = ctrlc::set_handler(|| {
        gamebits_problems::child::end_all();
        std::process::exit(130);
    });
}
