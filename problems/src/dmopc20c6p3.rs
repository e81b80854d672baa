//! `dmopc20c6p3`'s worst cases and small cases.
//!
//! `dmopc20c6p3`: N = M = 5e5 (about 8 MB of input) in the shapes that cost the most:
//! long chains decided one city after another (a path, a forward ladder), a cycle that
//! nothing decides, random routes with mixed, all and no police, and no routes at all.
//! Cities are labelled in a random order and routes listed in a random order, so that
//! consecutive steps of the work touch distant memory. Small
//! cases: up to 7 cities and 12 routes.

use crate::format::{Format, Part, Value};
use crate::small::{line, without};
use crate::{
    numbers, Checker, Limits, Page, Play, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;
use std::fmt::Write;

const N: u64 = 500_000;
/// The sizes of the sweeps: N cities and about N routes.
const SIZES: &[u64] = &[15_625, 31_250, 62_500, 125_000, 250_000, 500_000];

/// The registry's entry of `dmopc20c6p3`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "dmopc20c6p3",
    input: Format(&[
        Part::Value(Value::int("N")),
        Part::Value(Value::int("M")),
        Part::Rows {
            count: "N",
            values: &[Value::int("p")],
        },
        Part::Rows {
            count: "M",
            values: &[Value::int("a"), Value::int("b")],
        },
    ]),
    small_cases: SMALL_CASES,
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/dmopc20c6p3",
    readme: ReadmeRow {
        problem: r#"[DMOJ `dmopc20c6p3`](https://dmoj.ca/problem/dmopc20c6p3) "DMOPC '20 Contest 6 P3 - Bread Merchant""#,
        limits_aside: None,
        approach: "the police's attractor of the dead ends, worked back along the routes reversed",
        complexity: "O(N + M) time and memory",
    },
    limits: Limits {
        time_ms: 2000,
        time_published: true,
        memory_mib: Some(256),
        note: None,
    },
    targets: Targets::PRACTICE,
    checker: Checker::Identical,
    worst_cases: &[
        WorstCase {
            name: "N=5e5 path, caught one city at a time",
            generate: || path(N),
        },
        WorstCase {
            name: "N=M=5e5 one cycle, no escape decided",
            generate: cycle,
        },
        WorstCase {
            name: "N=M=5e5 random routes, mixed police",
            generate: || random_routes(N),
        },
        WorstCase {
            name: "N=M=5e5 random routes, all police",
            generate: || random_with_police(Police::All),
        },
        WorstCase {
            name: "N=M=5e5 random routes, no police",
            generate: || random_with_police(Police::None),
        },
        WorstCase {
            name: "N=2.5e5 M=5e5 ladder, decided late",
            generate: ladder,
        },
        WorstCase {
            name: "N=5e5 M=0",
            generate: no_routes,
        },
    ],
    sweeps: &[
        Sweep {
            shape: "random routes, N = M, mixed police",
            parameter: "N",
            sizes: SIZES,
            generate: random_routes,
            complexity: "N + M",
            cost: |n| 2.0 * n,
        },
        Sweep {
            shape: "path, M = N − 1",
            parameter: "N",
            sizes: SIZES,
            generate: path,
            complexity: "N + M",
            cost: |n| 2.0 * n,
        },
    ],
    shows: Shows {
        explains: true,
        draws: true,
        steps: true,
        play: Some(Play {
            options: &["--start"],
        }),
    },
    page: Page {
        title: "DMOJ `dmopc20c6p3` (\"DMOPC '20 Contest 6 P3 - Bread Merchant\").",
        statement: "A robber walks one-way routes between N cities forever; the police \
            pick his route in cities with a station, he picks elsewhere, and a city with no \
            route out catches him. From each start city, is he caught under optimal play?",
    },
};

/// Who has a police station.
#[derive(Clone, Copy)]
enum Police {
    Mixed,
    All,
    None,
}

impl Police {
    fn stations(self, rng: &mut Rng, n: usize) -> Vec<bool> {
        (0..n)
            .map(|_| match self {
                Police::Mixed => rng.chance(1, 2),
                Police::All => true,
                Police::None => false,
            })
            .collect()
    }
}

/// Cities 0 → 1 → … → n − 1, the last without a route out: every city is caught, and
/// each is decided only after the one after it, so the work is one chain of steps.
fn path(n: u64) -> String {
    let n = n as usize;
    let mut rng = Rng::new(0xd3c6_0001);
    let routes: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
    let police = Police::Mixed.stations(&mut rng, n);
    input(&mut rng, &police, routes)
}

/// Cities 0 → 1 → … → N − 1 → 0: no dead end, nobody is caught.
fn cycle() -> String {
    let n = N as usize;
    let mut rng = Rng::new(0xd3c6_0002);
    let routes: Vec<(usize, usize)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    let police = Police::Mixed.stations(&mut rng, n);
    input(&mut rng, &police, routes)
}

/// `n` routes between random cities (self-loops and repeats allowed), police in half
/// the cities: about 1/e of the cities are dead ends.
fn random_routes(n: u64) -> String {
    random(n as usize, Police::Mixed, 0xd3c6_0003)
}

fn random_with_police(police: Police) -> String {
    random(N as usize, police, 0xd3c6_0004)
}

fn random(n: usize, police: Police, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let police = police.stations(&mut rng, n);
    let routes = (0..n)
        .map(|_| (rng.index(0..=n - 1), rng.index(0..=n - 1)))
        .collect();
    input(&mut rng, &police, routes)
}

/// N/2 + 1 cities (so that M = N), each with a route to the next one and one to a random city later on
/// (the last without a route out), police in half of them: every city is caught, the
/// cities without police only after both their routes are decided.
fn ladder() -> String {
    let n = N as usize / 2 + 1;
    let mut rng = Rng::new(0xd3c6_0005);
    let mut routes: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
    for i in 0..n - 1 {
        routes.push((i, rng.index(i + 1..=n - 1)));
    }
    let police = Police::Mixed.stations(&mut rng, n);
    input(&mut rng, &police, routes)
}

/// N cities and no route: every city is a dead end.
fn no_routes() -> String {
    let mut rng = Rng::new(0xd3c6_0006);
    let police = Police::Mixed.stations(&mut rng, N as usize);
    input(&mut rng, &police, Vec::new())
}

/// The input text of cities `0..police.len()` given random labels `1..=N`, and of the
/// `routes` between them listed in a random order.
fn input(rng: &mut Rng, police: &[bool], mut routes: Vec<(usize, usize)>) -> String {
    let n = police.len();
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    rng.shuffle(&mut routes);
    let mut station = vec![false; n];
    for (city, &has) in police.iter().enumerate() {
        station[label[city] - 1] = has;
    }
    let mut text = String::with_capacity(2 * n + 14 * routes.len() + 16);
    writeln!(text, "{n} {}", routes.len()).unwrap();
    for (i, &has) in station.iter().enumerate() {
        text.push(if has { '1' } else { '0' });
        text.push(if i + 1 == n { '\n' } else { ' ' });
    }
    for (a, b) in routes {
        writeln!(text, "{} {}", label[a], label[b]).unwrap();
    }
    text
}
/// Up to 7 cities and 12 routes (self-loops and repeats as they come); police in none,
/// all or some of the cities; fewer routes in half the inputs, so that dead ends are
/// common. Shrinking drops a route, drops a city with its routes (the cities above it
/// renumbered), or takes a city's police station away.
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Map>());

/// An input of `dmopc20c6p3`: which cities have police, and the one-way routes.
///
/// ```
/// use gamebits_problems::{dmopc20c6p3::Map, SmallInput};
/// let map = Map::read("2 1\n1 0\n1 2\n");
/// assert_eq!((map.police.as_slice(), map.routes.as_slice()), (&[true, false][..], &[(1, 2)][..]));
/// assert_eq!(map.to_string(), "2 1\n1 0\n1 2\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    /// For each city, 0-based, whether it has a police station.
    pub police: Vec<bool>,
    /// The routes `(a, b)` from city a to city b, 1-based as written.
    pub routes: Vec<(usize, usize)>,
}

impl SmallInput for Map {
    fn draw(rng: &mut Rng) -> Map {
        let n = rng.index(1..=7);
        let most_routes = if rng.chance(1, 2) { n } else { 12 };
        let m = rng.index(0..=most_routes);
        let share = rng.range(0..=4);
        let police = (0..n).map(|_| rng.chance(share, 4)).collect();
        let routes = (0..m)
            .map(|_| (rng.index(1..=n), rng.index(1..=n)))
            .collect();
        Map { police, routes }
    }

    fn read(text: &str) -> Map {
        let numbers: Vec<usize> = numbers(text);
        let (n, m) = (numbers[0], numbers[1]);
        let police = numbers[2..2 + n].iter().map(|&p| p == 1).collect();
        let routes = numbers[2 + n..2 + n + 2 * m]
            .chunks(2)
            .map(|r| (r[0], r[1]))
            .collect();
        Map { police, routes }
    }

    fn smaller(&self) -> Vec<Map> {
        let mut smaller = Vec::new();
        for city in (1..=self.police.len())
            .rev()
            .filter(|_| self.police.len() > 1)
        {
            let renumber = |c: usize| if c > city { c - 1 } else { c };
            let routes = self
                .routes
                .iter()
                .filter(|&&(a, b)| a != city && b != city)
                .map(|&(a, b)| (renumber(a), renumber(b)))
                .collect();
            let police = without(&self.police, city - 1);
            smaller.push(Map { police, routes });
        }
        for i in 0..self.routes.len() {
            smaller.push(Map {
                routes: without(&self.routes, i),
                police: self.police.clone(),
            });
        }
        for city in (0..self.police.len()).filter(|&c| self.police[c]) {
            let mut police = self.police.clone();
            police[city] = false;
            smaller.push(Map {
                police,
                ..self.clone()
            });
        }
        smaller
    }
}

impl fmt::Display for Map {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let police: Vec<u8> = self.police.iter().map(|&p| u8::from(p)).collect();
        writeln!(f, "{} {}", self.police.len(), self.routes.len())?;
        writeln!(f, "{}", line(&police))?;
        for (a, b) in &self.routes {
            writeln!(f, "{a} {b}")?;
        }
        Ok(())
    }
}
