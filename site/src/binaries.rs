//! The binaries of `src/bin`, each included whole with a public `entry` to its `main`
//! (see `fuzz/build.rs`), by the name the judge's problem has.

// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod dpk {
    include!(concat!(env!("OUT_DIR"), "/dpk.rs"));
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod qccp1 {
    include!(concat!(env!("OUT_DIR"), "/qccp1.rs"));
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
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod poi16nim {
    include!(concat!(env!("OUT_DIR"), "/poi16nim.rs"));
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod agc016f {
    include!(concat!(env!("OUT_DIR"), "/agc016f.rs"));
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
}
// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod dmopc20c6p3 {
    include!(concat!(env!("OUT_DIR"), "/dmopc20c6p3.rs"));
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
