//! `dispdom`'s `--play`: the strip of the input, Alice first.
//!
//! **`--play FILE --covered i,j,…`**: the strip of the input, Alice first, or with the
//! dominoes whose first cells `--covered` names already placed (at most D of them, none
//! by default), at the turn after them: the strip `00###001` the explanation names
//! after a first move is `--covered 3` at K = 3. The player types the first cell the
//! domino covers (from 1). A game that reaches turn D + 1 is a draw (from then on a
//! domino vanishes each turn and leaves room for a move). The engine reads the
//! remoteness of the ordinary game from the judge's path's memo, as `--explain` does:
//! a state after t moves of remoteness r is won or lost (r odd or even) if t + r < D,
//! else drawn.
//!
//! Setup evaluates the start as the judge's path does, then each state one move from
//! it (for a won start, its won children, which the judge's search does not look at;
//! on the worst cases setup takes 1 to 1.7 times the judge's time). The engine looks
//! where the judge's search looks: from a won state only at its lost children, known
//! from the runs' Grundy values without a search, from a lost one at every child. Play
//! from a state the memo evaluated stays among such states, so the engine's moves are
//! lookups; a later move of the player's that lets a win go leads out of them, to a
//! search of the state it leaves, from a memo that holds most of it (a quarter of a
//! millisecond at most on the worst cases). `?` at a won state searches its won
//! children likewise (a few milliseconds at most).

use super::{empty_runs, position_key, read_input, remoteness_of, run_grundy_values, Remoteness};
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, OnPage, Options, Sides, StartHere, Value};
use std::cell::RefCell;

/// The game: K, D, the input's strip, the state at the start, the runs' Grundy values
/// and the memo.
pub struct Dominoes {
    k: usize,
    d: u64,
    strip: Vec<u8>,
    start: Strip,
    grundy: Vec<usize>,
    memo: RefCell<Remoteness>,
}

/// Reads the input, evaluates the start as the judge's path does, which leaves in the
/// memo every state optimal play from it reaches, and then each state one move from
/// it: what a first move of the player's that lets a win go, or `?` at the start, asks
/// (from a won start, the judge's search looked at its lost children only). The start
/// is the strip with the dominoes of `--covered` placed.
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Dominoes, InputError> {
    let (strip, k, d) = read_input(tokens)?;
    let placed = options.list("--covered", strip.len())?;
    let start = with_dominoes(&strip, &placed, k, d)?;
    let longest = empty_runs(&strip).into_iter().max().unwrap_or(0);
    let game = Dominoes {
        k,
        d,
        grundy: run_grundy_values(longest, k),
        strip,
        start,
        memo: RefCell::default(),
    };
    game.remoteness(&game.start.0);
    for i in game.moves(&game.start) {
        game.remoteness(&covered(&game.start.0, i, k));
    }
    Ok(game)
}

/// The state after the dominoes whose first cells (from 1) are `placed`, each on
/// empty cells, at most `d` of them, as `--covered` names them.
fn with_dominoes(strip: &[u8], placed: &[usize], k: usize, d: u64) -> Result<Strip, InputError> {
    if placed.len() as u64 > d {
        return Err(InputError::new(format!(
            "--covered names {} dominoes: at most D = {d} are placed before they vanish",
            placed.len()
        )));
    }
    let mut start = strip.to_vec();
    for &i in placed {
        match start.get(i - 1..i - 1 + k) {
            Some(cells) if cells.iter().all(|&c| c == b'0') => start[i - 1..i - 1 + k].fill(b'#'),
            _ => {
                return Err(InputError::new(format!(
                    "--covered names cell {i}: a domino of K = {k} from there does not \
                     lie on empty cells"
                )))
            }
        }
    }
    Ok((start, placed.len() as u64))
}

/// A state: the strip (`1` blocked, `#` covered, `0` empty) and the moves made.
type Strip = (Vec<u8>, u64);

impl Dominoes {
    /// How many moves optimal play of the ordinary game lasts from `strip`.
    fn remoteness(&self, strip: &[u8]) -> u64 {
        let runs = runs_of(strip);
        match self.k {
            1 => runs.iter().sum::<usize>() as u64,
            k => {
                let key = position_key(&runs, k);
                u64::from(remoteness_of(
                    &mut self.memo.borrow_mut(),
                    key,
                    k,
                    &self.grundy,
                ))
            }
        }
    }

    /// Whether the side to move wins the ordinary game from `strip`: whether the XOR of
    /// its runs' Grundy values is not 0. No search, a lookup a run.
    fn wins(&self, strip: &[u8]) -> bool {
        runs_of(strip)
            .iter()
            .fold(0, |x, &len| x ^ self.grundy[len])
            != 0
    }
}

/// The lengths of the empty runs of `strip`, whatever blocks them (`1` or `#`).
fn runs_of(strip: &[u8]) -> Vec<usize> {
    strip
        .split(|&c| c != b'0')
        .map(<[u8]>::len)
        .filter(|&len| len > 0)
        .collect()
}

/// The strip after a domino covers the cells from `i`.
fn covered(strip: &[u8], i: usize, k: usize) -> Vec<u8> {
    let mut strip = strip.to_vec();
    strip[i..i + k].fill(b'#');
    strip
}

impl Game for Dominoes {
    type State = Strip;
    /// The first cell covered, from 0.
    type Move = usize;

    fn sides(&self) -> Sides {
        Sides::new(["first", "second"]).named(["Alice", "Bob"])
    }

    fn start(&self) -> Strip {
        self.start.clone()
    }

    fn mover(&self, &(_, made): &Strip) -> usize {
        (made % 2) as usize
    }

    fn moves(&self, (strip, _): &Strip) -> Vec<usize> {
        (0..(strip.len() + 1).saturating_sub(self.k))
            .filter(|&i| strip[i..i + self.k].iter().all(|&c| c == b'0'))
            .collect()
    }

    fn after(&self, (strip, made): &Strip, &i: &usize) -> Strip {
        (covered(strip, i, self.k), made + 1)
    }

    fn value(&self, (strip, made): &Strip) -> Value {
        let r = self.remoteness(strip);
        match (made.saturating_add(r) < self.d, r % 2) {
            (false, _) => Value::Draw,
            (true, 1) => Value::Win(Some(r)),
            (true, _) => Value::Lose(Some(r)),
        }
    }

    /// The move the trait's engine plays, or one as good, looking only where the judge's
    /// search looked: from a won state (of the ordinary game) the first move to a lost
    /// one of least remoteness, which wins fastest (or keeps the draw, where no win
    /// comes before turn D + 1); from a lost one the first move of largest remoteness,
    /// which loses slowest (or keeps the draw). Which moves lose is known without a
    /// search ([`Dominoes::wins`]), so a won state looks up only its lost children,
    /// those the judge's memo holds.
    fn engine_move(&self, state: &Strip) -> Option<usize> {
        let strip = &state.0;
        let winning = self.wins(strip);
        let mut best: Option<(usize, u64)> = None;
        for i in self.moves(state) {
            let child = covered(strip, i, self.k);
            if winning && self.wins(&child) {
                continue;
            }
            let r = self.remoteness(&child);
            let better = best.map_or(true, |(_, b)| if winning { r < b } else { r > b });
            if better {
                best = Some((i, r));
            }
        }
        best.map(|(i, _)| i)
    }

    fn read_move(&self, state: &Strip, words: &str) -> Result<usize, String> {
        let cell: usize = words
            .parse()
            .map_err(|_| format!("`{words}` is not a cell"))?;
        let n = state.0.len();
        let i = cell.wrapping_sub(1);
        match self.moves(state).contains(&i) {
            true => Ok(i),
            false if cell == 0 || i + self.k > n => Err(format!(
                "a domino of {} from cell {cell} does not fit in cells 1..={n}",
                self.k
            )),
            false => Err(format!("cells {cell}..={} are not all empty", i + self.k)),
        }
    }

    fn move_words(&self, _: &Strip, &i: &usize) -> String {
        (i + 1).to_string()
    }

    fn describe(&self, (strip, made): &Strip) -> String {
        format!(
            "turn {} (D = {}): {}",
            made + 1,
            self.d,
            String::from_utf8_lossy(strip)
        )
    }

    fn draw_called(&self, (_, made): &Strip) -> Option<String> {
        (*made == self.d).then(|| {
            format!(
                "turn D + 1 = {} is reached: a domino vanishes each turn from now on, so \
                 play never ends",
                self.d + 1
            )
        })
    }
}

impl OnPage for Dominoes {
    /// The strip last chosen, its id the dominoes' first cells as `--covered` takes
    /// them (`3` for the strip `00###001` the explanation shows after a first move).
    fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        let id = *chosen.last()?;
        let mut covered = Options::new(vec![("--covered".to_string(), id.to_string())]);
        let placed = covered.list("--covered", self.strip.len()).ok()?;
        let (strip, _) = with_dominoes(&self.strip, &placed, self.k, self.d).ok()?;
        let name = String::from_utf8_lossy(&strip);
        Some(StartHere::new(&name, &[("--covered", id)]))
    }
}

#[cfg(test)]
mod tests {
    use super::super::explain::explain;
    use super::*;
    use gamebits::explain::{Block, Explanation, Part};
    use gamebits::play::value_for;
    use gamebits_problems::Rng;

    /// The trait's engine: the first move of the best value for the side to move, each
    /// child's value from [`Game::value`].
    fn plain_choice(game: &Dominoes, state: &Strip) -> Option<usize> {
        let mover = game.mover(state);
        let mut best: Option<(usize, Value)> = None;
        for chosen in game.moves(state) {
            let value = value_for(game, mover, &game.after(state, &chosen));
            if best.map_or(true, |(_, b)| value.is_better_than(b)) {
                best = Some((chosen, value));
            }
        }
        best.map(|(chosen, _)| chosen)
    }

    /// The game of a strip of `n` cells, each blocked with chance 1/4.
    fn random_game(rng: &mut Rng, n: usize, k: usize, d: u64) -> Dominoes {
        let strip: String = (0..n)
            .map(|_| if rng.chance(1, 4) { '1' } else { '0' })
            .collect();
        let input = format!("{n} {k} {d}\n{strip}\n");
        let mut tokens = Tokens::new(input.into_bytes()).expect("an input");
        setup(&mut tokens, &mut Options::new(Vec::new())).expect("a valid input")
    }

    /// The strip the explanation shows after a first move is a start: its line names
    /// it by its id, and the options `start_at` gives for that id set the game up
    /// there; an id of dominoes that do not fit the input's strip is none.
    #[test]
    fn play_from_here_starts_at_the_strip_shown() {
        let input = b"8 3 6\n00000001\n";
        let setup_with = |options: Vec<(String, String)>| {
            let mut tokens = Tokens::new(input.to_vec()).expect("an input");
            setup(&mut tokens, &mut Options::new(options)).expect("a valid input")
        };
        let mut why = Explanation::new(None);
        let mut tokens = Tokens::new(input.to_vec()).expect("an input");
        explain(&mut tokens, &mut why).expect("a valid input");
        let named: Vec<&Part> = why
            .blocks()
            .iter()
            .filter_map(|block| match block {
                Block::Line(line) => Some(line.parts()),
                _ => None,
            })
            .flatten()
            .filter(|part| part.state.is_some())
            .collect();
        assert_eq!(named, [&Part::state(3, "00###001")]);
        let game = setup_with(Vec::new());
        let here = game.start_at(&["3"]).expect("a start");
        assert_eq!(here.name, "00###001");
        assert_eq!(here.options, [("--covered".to_string(), "3".to_string())]);
        assert_eq!(setup_with(here.options).start(), (b"00###001".to_vec(), 1));
        for not_one in ["6", "7", "3,4", "0", "x", ""] {
            assert!(game.start_at(&[not_one]).is_none(), "{not_one}");
        }
    }

    #[test]
    fn the_engine_plays_the_trait_engines_move_or_one_as_good() {
        let mut rng = Rng::new(64);
        let mut looked_at = [0; 3];
        for _ in 0..1000 {
            let n = rng.index(1..=16);
            let k = rng.index(1..=n);
            let d = [1, 2, 3, 5, 8, 1_000][rng.index(0..=5)];
            let game = random_game(&mut rng, n, k, d);
            let mut state = game.start();
            while state.1 < d && !game.moves(&state).is_empty() {
                let mover = game.mover(&state);
                let (fast, plain) = (game.engine_move(&state), plain_choice(&game, &state));
                let value = |chosen: Option<usize>| {
                    value_for(&game, mover, &game.after(&state, &chosen.expect("a move")))
                };
                let (fast_value, plain_value) = (value(fast), value(plain));
                let said = format!("{}, K = {k}", game.describe(&state));
                assert!(
                    !plain_value.is_better_than(fast_value),
                    "{said}: {fast:?} is worth {fast_value:?}, {plain:?} {plain_value:?}"
                );
                if plain_value != Value::Draw {
                    assert_eq!(fast, plain, "{said}");
                }
                looked_at[match game.value(&state) {
                    Value::Win(_) => 0,
                    Value::Lose(_) => 1,
                    Value::Draw => 2,
                }] += 1;
                let moves = game.moves(&state);
                state = game.after(&state, &moves[rng.index(0..=moves.len() - 1)]);
            }
        }
        assert!(
            looked_at.iter().all(|&states| states > 100),
            "{looked_at:?}"
        );
    }
}
