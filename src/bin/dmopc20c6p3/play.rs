//! `dmopc20c6p3`'s `--play`: the robber from a city.
//!
//! **`--play FILE --start C`**: the robber from city C (1 by default); in a city with
//! a station the police choose his route, elsewhere he does. The player types the next
//! city. The engine reads the steps of `--explain`'s catching plan (the police take the
//! fastest route, the robber the slowest, or one to an escape). Play that comes back to
//! an escape the robber has stood in is called: he can go round forever, `escaped`.
//!
//! **Cost.** The setup reads the input as the judge's path does, keeping the routes as
//! read too (8 bytes a route), and works the steps out once (`catching_steps`, a `u32`
//! a city and one in its queue): at N = M = 5·10⁵, 1.2 to 1.9 times the judge's path
//! (medians of runs on the seven worst cases), up to 2.5 along a path caught one city
//! at a time, where each step waits for two memory accesses and the judge's attractor,
//! whose counts share the routes' entries, for one. No routes forward are built: each
//! time play needs the routes out of a city (an engine move, `?`, a typed move) it looks
//! through all M of them, 64 at a time, O(M), about 0.1 ms at M = 5·10⁵.

use super::explain::{catching_steps, ESCAPES};
use super::read_input_keeping;
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, OnPage, Options, Sides, StartHere, Value};
use std::cell::RefCell;

/// The game: the start, which cities have a station, the routes, and how many steps
/// the robber lasts from each city ([`ESCAPES`] for an escape).
pub struct Chase {
    start: usize,
    police: Vec<bool>,
    /// How many routes lead out of each city.
    out_degree: Vec<u32>,
    /// Every route as read: the routes out of a city are looked for among them all,
    /// as play reaches it.
    routes: Routes,
    steps: Vec<u32>,
    /// The cities the robber has stood in so far (play asks about each in turn).
    visited: RefCell<Vec<bool>>,
}

/// The robber's side and the police's.
const ROBBER: usize = 0;
const POLICE: usize = 1;

/// Reads the input, keeping the routes as read, works out how many steps the robber
/// lasts from each city, and starts from `--start` (1 by default).
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Chase, InputError> {
    let mut routes = Routes::default();
    let input = read_input_keeping(tokens, |batch| routes.keep(batch))?;
    let start = options.number("--start", 1, 1..=input.0.len())? - 1;
    let (police, reversed) = input;
    let out_degree = (0..police.len())
        .map(|city| reversed.out_degree(city) as u32)
        .collect();
    let steps = catching_steps(&police, reversed, |_, _| {});
    let visited = RefCell::new(vec![false; police.len()]);
    Ok(Chase {
        start,
        police,
        out_degree,
        routes,
        steps,
        visited,
    })
}

/// Every route as read, cities from 0: the city it leaves and the city it leads to.
#[derive(Default)]
struct Routes {
    from: Vec<u32>,
    to: Vec<u32>,
}

impl Routes {
    /// Keeps a batch of routes `(from, to)`.
    fn keep(&mut self, batch: &[(u32, u32)]) {
        self.from.extend(batch.iter().map(|&(from, _)| from));
        self.to.extend(batch.iter().map(|&(_, to)| to));
    }

    /// The cities the routes out of `city` lead to, in the order read, repeats kept:
    /// one look through all the routes, O(M), a piece at a time.
    fn out_of(&self, city: usize) -> impl Iterator<Item = usize> + '_ {
        let city = city as u32;
        self.from
            .chunks(PIECE)
            .zip(self.to.chunks(PIECE))
            // Most pieces hold no route out of the city: a test without a branch in
            // it, which the compiler makes for many routes at once.
            .filter(move |(from, _)| from.iter().fold(false, |found, &f| found | (f == city)))
            .flat_map(move |(from, to)| {
                from.iter()
                    .zip(to)
                    .filter(move |&(&f, _)| f == city)
                    .map(|(_, &to)| to as usize)
            })
    }
}

/// How many routes [`Routes::out_of`] tests at once.
const PIECE: usize = 64;

impl Chase {
    /// The cities a route out of `city` leads to, sorted, each once.
    fn next_cities(&self, city: usize) -> Vec<usize> {
        let mut next: Vec<usize> = self.routes.out_of(city).collect();
        next.sort_unstable();
        next.dedup();
        next
    }

    /// Whether a route leads out of `city`.
    fn has_routes(&self, city: usize) -> bool {
        self.out_degree[city] > 0
    }
}

impl Game for Chase {
    type State = usize;
    type Move = usize;

    fn sides(&self) -> Sides {
        Sides::new(["robber", "police"]).ending(["escaped", "caught"], "escaped")
    }

    fn start(&self) -> usize {
        self.start
    }

    fn mover(&self, &city: &usize) -> usize {
        match self.police[city] && self.has_routes(city) {
            true => POLICE,
            false => ROBBER,
        }
    }

    fn moves(&self, &city: &usize) -> Vec<usize> {
        self.next_cities(city)
    }

    fn after(&self, _: &usize, &to: &usize) -> usize {
        to
    }

    fn value(&self, &city: &usize) -> Value {
        match (self.steps[city], self.mover(&city)) {
            (ESCAPES, _) => Value::Draw,
            (steps, POLICE) => Value::Win(Some(steps.into())),
            (steps, _) => Value::Lose(Some(steps.into())),
        }
    }

    fn read_move(&self, &city: &usize, words: &str) -> Result<usize, String> {
        let to: usize = words
            .parse()
            .map_err(|_| format!("`{words}` is not a city"))?;
        match to.checked_sub(1) {
            Some(to) if self.routes.out_of(city).any(|next| next == to) => Ok(to),
            _ => Err(format!(
                "no route leads from city {} to city {to}",
                city + 1
            )),
        }
    }

    fn move_words(&self, _: &usize, &to: &usize) -> String {
        (to + 1).to_string()
    }

    fn describe(&self, &city: &usize) -> String {
        let station = match self.police[city] {
            true => "with a station: the police choose",
            false => "without a station: the robber chooses",
        };
        match self.has_routes(city) {
            false => format!("city {}, no route out", city + 1),
            true => format!("city {}, {station}", city + 1),
        }
    }

    fn draw_called(&self, &city: &usize) -> Option<String> {
        let seen = std::mem::replace(&mut self.visited.borrow_mut()[city], true);
        (self.steps[city] == ESCAPES && seen).then(|| {
            format!(
                "the robber is back in city {}, an escape: he can go round forever",
                city + 1
            )
        })
    }
}

impl OnPage for Chase {
    fn pictured(&self, &city: &usize) -> Option<String> {
        Some((city + 1).to_string())
    }

    /// The city last chosen (its id is its number, from 1, as the picture names it),
    /// `--start C`.
    fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        let id = *chosen.last()?;
        let city: usize = id.parse().ok()?;
        (1..=self.police.len())
            .contains(&city)
            .then(|| StartHere::new(&format!("city {city}"), &[("--start", id)]))
    }
}
