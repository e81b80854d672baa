//! **`--play FILE --start C`**: the robber from city C (1 by default); in a city with
//! a station the police choose his route, elsewhere he does. The player types the next
//! city. The engine reads the steps of `--explain`'s catching plan (the police take the
//! fastest route, the robber the slowest, or one to an escape). Play that comes back to
//! an escape the robber has stood in is called: he can go round forever, `escaped`.

use super::explain::{catching_steps, ESCAPES};
use super::read_input;
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, Options, Value};
use std::cell::RefCell;

/// The game: the start, which cities have a station, each city's routes out, and how
/// many steps the robber lasts from each ([`ESCAPES`] for an escape).
pub struct Chase {
    start: usize,
    police: Vec<bool>,
    /// The routes out of city c, sorted: `to[start[c]..start[c + 1]]`.
    start_of: Vec<usize>,
    to: Vec<u32>,
    steps: Vec<u32>,
    /// The cities the robber has stood in so far (play asks about each in turn).
    visited: RefCell<Vec<bool>>,
}

/// The robber's side and the police's.
const ROBBER: usize = 0;
const POLICE: usize = 1;

/// Reads the input, works out the plan, and starts from `--start` (1 by default).
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Chase, InputError> {
    let input = read_input(tokens)?;
    let start = options.number("--start", 1, 1..=input.0.len())? - 1;
    let steps = catching_steps(&input, |_, _| {});
    let (police, reversed) = input;
    let mut start_of = vec![0; police.len() + 1];
    for city in 0..police.len() {
        start_of[city + 1] = start_of[city] + reversed.out_degree(city);
    }
    let mut filled = start_of.clone();
    let mut to = vec![0; start_of[police.len()]];
    for city in 0..police.len() {
        for from in reversed.parents(city) {
            to[filled[from]] = city as u32;
            filled[from] += 1;
        }
    }
    // Each city's routes come in increasing order of their ends already.
    let visited = RefCell::new(vec![false; police.len()]);
    Ok(Chase {
        start,
        police,
        start_of,
        to,
        steps,
        visited,
    })
}

impl Chase {
    /// The routes out of `city`, sorted by their ends (a repeated route repeats).
    fn routes(&self, city: usize) -> &[u32] {
        &self.to[self.start_of[city]..self.start_of[city + 1]]
    }
}

impl Game for Chase {
    type State = usize;
    type Move = usize;

    fn sides(&self) -> [&'static str; 2] {
        ["robber", "police"]
    }

    fn winner_words(&self) -> [String; 2] {
        ["escaped".into(), "caught".into()]
    }

    fn draw_word(&self) -> &'static str {
        "escaped"
    }

    fn start(&self) -> usize {
        self.start
    }

    fn mover(&self, &city: &usize) -> usize {
        match self.police[city] && !self.routes(city).is_empty() {
            true => POLICE,
            false => ROBBER,
        }
    }

    fn moves(&self, &city: &usize) -> Vec<usize> {
        let mut moves: Vec<usize> = self.routes(city).iter().map(|&to| to as usize).collect();
        moves.dedup();
        moves
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
            Some(to) if self.routes(city).binary_search(&(to as u32)).is_ok() => Ok(to),
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
        match self.routes(city).is_empty() {
            true => format!("city {}, no route out", city + 1),
            false => format!("city {}, {station}", city + 1),
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
