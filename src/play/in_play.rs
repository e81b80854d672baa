//! A game in play: [`Match`], stepped one line of the player's at a time.

use super::value::Said;
use super::{value_for, Game, OnPage, Outcome, StartHere, Value};
use std::io::{self, Write};

/// A game in play: the state it has reached, whose turn it is, and what the player let
/// go, stepped one line of the player's at a time (the terminal's [`play`](super::play())
/// and a page both drive it).
///
/// ```
/// # use gamebits::play::{Game, OnPage, Sides, Value};
/// # struct Stones;
/// # impl Game for Stones {
/// #     type State = (u32, usize);
/// #     type Move = u32;
/// #     fn sides(&self) -> Sides { Sides::new(["first", "second"]) }
/// #     fn start(&self) -> (u32, usize) { (4, 0) }
/// #     fn mover(&self, &(_, side): &(u32, usize)) -> usize { side }
/// #     fn moves(&self, &(pile, _): &(u32, usize)) -> Vec<u32> {
/// #         (1..=2).filter(|&a| a <= pile).collect()
/// #     }
/// #     fn after(&self, &(pile, side): &(u32, usize), &a: &u32) -> (u32, usize) {
/// #         (pile - a, 1 - side)
/// #     }
/// #     fn value(&self, &(pile, _): &(u32, usize)) -> Value {
/// #         let moves = u64::from(pile / 3 * 2);
/// #         match pile % 3 { 0 => Value::Lose(Some(moves)), _ => Value::Win(Some(moves + 1)) }
/// #     }
/// #     fn read_move(&self, state: &(u32, usize), words: &str) -> Result<u32, String> {
/// #         let a: u32 = words.parse().map_err(|_| format!("`{words}` is not a number"))?;
/// #         self.moves(state).contains(&a).then_some(a).ok_or(format!("cannot take {a}"))
/// #     }
/// #     fn move_words(&self, _: &(u32, usize), a: &u32) -> String { a.to_string() }
/// #     fn describe(&self, &(pile, _): &(u32, usize)) -> String { format!("pile {pile}") }
/// # }
/// # impl OnPage for Stones {}
/// use gamebits::play::{Match, Outcome};
/// // Stones, the module's example: take 1 or 2 from a pile of 4, the player second.
/// let mut said = Vec::new();
/// let mut played = Match::start(Stones, 1, &mut said).unwrap();
/// let words: Vec<String> = played.moves().into_iter().map(|m| m.words).collect();
/// assert_eq!(words, ["1", "2"]);
/// played.answer("2", &mut said).unwrap();
/// assert_eq!(played.outcome(), Some(Outcome::Won(0)));
/// assert_eq!(played.winner_word(), "First");
/// ```
pub struct Match<G: Game> {
    game: G,
    side: usize,
    state: G::State,
    /// The first of the player's moves that let what they had go, said as it was made.
    let_go: Option<String>,
    /// How play ended, once it has (with `winner:` said).
    ended: Option<Outcome>,
}

/// One of the moves `?` lists: its words, and the state it leaves with that state's
/// value for its side to move.
///
/// ```
/// use gamebits::play::{ListedMove, Value};
/// let listed = ListedMove {
///     words: "2".into(),
///     leads_to: "pile 8".into(),
///     value: Value::Win(Some(1)),
///     mover: "First".into(),
///     pictured: Some("8".into()),
/// };
/// assert_eq!(listed.value.letter(), "W");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedMove {
    /// The move as the player types it.
    pub words: String,
    /// The state it leaves, described.
    pub leads_to: String,
    /// That state's value, for its side to move.
    pub value: Value,
    /// That state's side to move, by its judge's word.
    pub mover: String,
    /// The id in the picture of where the move goes ([`OnPage::pictured_target`]);
    /// `None` in the terminal, which draws no picture.
    pub pictured: Option<String>,
}

/// What [`Match::reply`] did with a line of the player's.
///
/// ```
/// use gamebits::play::Reply;
/// assert_ne!(Reply::Played, Reply::Refused);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Nothing: the line is empty.
    Nothing,
    /// Listed the moves (`?`).
    Listed,
    /// Played the move the line names, then the engine's.
    Played,
    /// Said why the line is not a move, or that play has ended.
    Refused,
}

/// Where a listed move goes in the picture, given the game, the state and the move.
type Target<G> = fn(&G, &<G as Game>::State, &<G as Game>::Move) -> Option<String>;

impl<G: Game> Match<G> {
    /// Starts play: says who plays what, then plays the engine's moves until the
    /// player's turn or the end, all written to `output`.
    ///
    /// # Errors
    ///
    /// Only what writing to `output` fails with.
    pub fn start(game: G, side: usize, output: &mut impl Write) -> io::Result<Self> {
        let sides = game.sides();
        writeln!(
            output,
            "you play {}, the engine {}; type a move, ? for the moves",
            sides.introduced(side),
            sides.introduced(1 - side)
        )?;
        let mut played = Match {
            state: game.start(),
            game,
            side,
            let_go: None,
            ended: None,
        };
        played.play_on(output)?;
        Ok(played)
    }

    /// How play ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.ended
    }

    /// Whether play has ended (with `winner:` said).
    pub fn is_over(&self) -> bool {
        self.ended.is_some()
    }

    /// The judge's word for how play ended, as `winner:` says it (the draw's while play
    /// goes on).
    pub fn winner_word(&self) -> String {
        let outcome = self.ended.unwrap_or(Outcome::Drawn);
        self.game.sides().word(outcome).to_string()
    }

    /// The state play has reached.
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// The game played.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Answers one line the player typed, as the terminal does: an empty line with
    /// nothing, `?` with the listing, a legal move by playing it (then the engine's moves
    /// until the player's turn or the end), anything else with one line why it is not a
    /// move; after the end, one line saying it is not played.
    ///
    /// # Errors
    ///
    /// Only what writing to `output` fails with.
    pub fn answer(&mut self, line: &str, output: &mut impl Write) -> io::Result<()> {
        self.reply(line, output).map(drop)
    }

    /// [`Match::answer`], and what it did with the line: for a page, which keeps the
    /// moves played without reading the answer's words.
    ///
    /// # Errors
    ///
    /// Only what writing to `output` fails with.
    pub fn reply(&mut self, line: &str, output: &mut impl Write) -> io::Result<Reply> {
        let reply = match line.trim() {
            "" => Reply::Nothing,
            words if self.is_over() => {
                self.refuse_after_the_end(&format!("`{words}`"), output)?;
                Reply::Refused
            }
            "?" => {
                self.list_moves(output)?;
                Reply::Listed
            }
            words => match self.game.read_move(&self.state, words) {
                Ok(chosen) => {
                    self.players_move(&chosen, output)?;
                    Reply::Played
                }
                Err(why) => {
                    writeln!(output, "not a move: {why}")?;
                    Reply::Refused
                }
            },
        };
        Ok(reply)
    }

    /// The one line for `what` the player sent after the end of play.
    pub(super) fn refuse_after_the_end(
        &self,
        what: &str,
        output: &mut impl Write,
    ) -> io::Result<()> {
        let word = self.winner_word();
        writeln!(
            output,
            "the game is over (winner: {word}): {what} is not played"
        )
    }

    /// The moves `?` lists now (none once play has ended), each with where it goes in
    /// the picture as `target` names it, and the line after them.
    fn listing(&self, target: Target<G>) -> (Vec<ListedMove>, Option<String>) {
        if self.is_over() {
            return (Vec::new(), None);
        }
        let names = self.game.sides().names;
        let (moves, note) = self.game.listed_moves(&self.state);
        let listed = moves
            .iter()
            .map(|chosen| {
                let next = self.game.after(&self.state, chosen);
                ListedMove {
                    words: self.game.move_words(&self.state, chosen),
                    leads_to: self.game.describe(&next),
                    value: self.game.value(&next),
                    mover: names[self.game.mover(&next)].clone(),
                    pictured: target(&self.game, &self.state, chosen),
                }
            })
            .collect();
        (listed, note)
    }

    /// Plays the player's legal move, then on.
    fn players_move(&mut self, chosen: &G::Move, output: &mut impl Write) -> io::Result<()> {
        let next = self.game.after(&self.state, chosen);
        if self.let_go.is_none() {
            self.let_go = letting_go(&self.game, self.side, &self.state, chosen, &next);
        }
        self.state = next;
        self.play_on(output)
    }

    /// Describes each state reached and plays the engine's moves, until the player's
    /// turn or the end of play (then says who won, and where the player let it go).
    fn play_on(&mut self, output: &mut impl Write) -> io::Result<()> {
        let game = &self.game;
        let outcome = loop {
            writeln!(output, "{}", game.describe(&self.state))?;
            if let Some(why) = game.draw_called(&self.state) {
                writeln!(output, "draw: {why}")?;
                break Outcome::Drawn;
            }
            let mover = game.mover(&self.state);
            let Some(chosen) = game.engine_move(&self.state) else {
                let name = &game.sides().names[mover];
                writeln!(output, "{name} to move has no move and loses")?;
                break Outcome::Won(1 - mover);
            };
            if mover == self.side {
                return Ok(());
            }
            writeln!(
                output,
                "engine plays {}",
                game.move_words(&self.state, &chosen)
            )?;
            self.state = game.after(&self.state, &chosen);
        };
        self.ended = Some(outcome);
        writeln!(output, "winner: {}", self.winner_word())?;
        match (&self.let_go, outcome == Outcome::Won(self.side)) {
            (Some(line), false) => writeln!(output, "{line}"),
            _ => Ok(()),
        }
    }

    /// `?`: the state's value, then each listed move with the state it leaves and its
    /// value.
    fn list_moves(&self, output: &mut impl Write) -> io::Result<()> {
        let mover = &self.game.sides().names[self.game.mover(&self.state)];
        let value = self.game.value(&self.state);
        writeln!(
            output,
            "this state is {}; its moves:",
            Said { value, mover }
        )?;
        let (moves, note) = self.listing(|_, _, _| None);
        for listed in &moves {
            let said = Said {
                value: listed.value,
                mover: &listed.mover,
            };
            writeln!(output, "  {} → {}: {said}", listed.words, listed.leads_to)?;
        }
        if let Some(note) = note {
            writeln!(output, "  {note}")?;
        }
        Ok(())
    }
}

impl<G: OnPage> Match<G> {
    /// The moves `?` lists now (none once play has ended), each with where it goes in
    /// the picture, and `?`'s line after them.
    pub fn listed_moves(&self) -> (Vec<ListedMove>, Option<String>) {
        self.listing(G::pictured_target)
    }

    /// [`Match::listed_moves`] without the line after them.
    pub fn moves(&self) -> Vec<ListedMove> {
        self.listed_moves().0
    }

    /// Where play can start from the states the player chose, by their ids, the
    /// latest last ([`OnPage::start_at`]).
    pub fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        self.game.start_at(chosen)
    }
}

/// Where the player's move from `before` to `after` let go what `before` promised
/// them (a win, or a draw): the line said after `winner:` if they end without a win,
/// with the move the engine would have played there, which kept it. The engine never
/// lets the player gain, so the first such move is where a lost or drawn game went.
fn letting_go<G: Game>(
    game: &G,
    side: usize,
    before: &G::State,
    chosen: &G::Move,
    after: &G::State,
) -> Option<String> {
    let promised = value_for(game, side, before);
    if value_for(game, side, after).rank() >= promised.rank() {
        return None;
    }
    let kept = game
        .engine_move(before)
        .expect("a state the player moved from has moves");
    let what = match promised {
        Value::Win(_) => "the win",
        _ => "the draw",
    };
    Some(format!(
        "you let {what} go at {}: {} left {}, {}; {} kept it",
        game.describe(before),
        game.move_words(before, chosen),
        game.describe(after),
        game.value(after).letter(),
        game.move_words(before, &kept)
    ))
}
