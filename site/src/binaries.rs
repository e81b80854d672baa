//! The binaries of `src/bin`, each included whole with a public `entry` to its `main`
//! (see `fuzz/build.rs`), by the name the judge's problem has; those that play, with
//! their `setup` for `--play`.

use crate::play::{self, Started};

// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod dpk {
    include!(concat!(env!("OUT_DIR"), "/dpk.rs"));
    pub use self::play::setup as play_setup;
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod qccp1 {
    include!(concat!(env!("OUT_DIR"), "/qccp1.rs"));
    pub use self::play::setup as play_setup;
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod cco15p2 {
    include!(concat!(env!("OUT_DIR"), "/cco15p2.rs"));
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod dispdom {
    include!(concat!(env!("OUT_DIR"), "/dispdom.rs"));
    pub use self::play::setup as play_setup;
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod poi16nim {
    include!(concat!(env!("OUT_DIR"), "/poi16nim.rs"));
    pub use self::play::setup as play_setup;
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod agc016f {
    include!(concat!(env!("OUT_DIR"), "/agc016f.rs"));
    pub use self::play::setup as play_setup;
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod persuasion {
    include!(concat!(env!("OUT_DIR"), "/persuasion.rs"));
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod ccc12s4 {
    include!(concat!(env!("OUT_DIR"), "/ccc12s4.rs"));
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod ccc08s5 {
    include!(concat!(env!("OUT_DIR"), "/ccc08s5.rs"));
    pub use self::play::setup as play_setup;
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod dmopc20c6p3 {
    include!(concat!(env!("OUT_DIR"), "/dmopc20c6p3.rs"));
    pub use self::play::setup as play_setup;
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod dpu {
    include!(concat!(env!("OUT_DIR"), "/dpu.rs"));
}

/// Each problem's binary and the `main` it runs.
const BINARIES: [(&str, fn()); 11] = [
    ("dpk", dpk::entry),
    ("qccp1", qccp1::entry),
    ("cco15p2", cco15p2::entry),
    ("dispdom", dispdom::entry),
    ("poi16nim", poi16nim::entry),
    ("agc016f", agc016f::entry),
    ("persuasion", persuasion::entry),
    ("ccc12s4", ccc12s4::entry),
    ("ccc08s5", ccc08s5::entry),
    ("dmopc20c6p3", dmopc20c6p3::entry),
    ("dpu", dpu::entry),
];

/// The `main` of the binary `name`, if there is one.
pub fn main_of(name: &str) -> Option<fn()> {
    BINARIES
        .iter()
        .find(|(binary, _)| *binary == name)
        .map(|&(_, main)| main)
}

/// The game of the binary `name` set up on `input` with `options` and started, as
/// [`play::start`] does; `None` if the binary does not play.
pub fn start_play(name: &str, input: Vec<u8>, options: Vec<(String, String)>) -> Option<Started> {
    Some(match name {
        "dpk" => play::start(dpk::play_setup, input, options),
        "qccp1" => play::start(qccp1::play_setup, input, options),
        "dispdom" => play::start(dispdom::play_setup, input, options),
        "ccc08s5" => play::start(ccc08s5::play_setup, input, options),
        "dmopc20c6p3" => play::start(dmopc20c6p3::play_setup, input, options),
        "poi16nim" => play::start(poi16nim::play_setup, input, options),
        "agc016f" => play::start(agc016f::play_setup, input, options),
        _ => return None,
    })
}
