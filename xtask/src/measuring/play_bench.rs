//! `cargo xtask bench --play`: how `--play` holds its bounds.
//!
//! `cargo xtask bench --play [BINARY…] [--runs N]`: how `--play` holds its bounds on
//! every worst case of the games: its setup beside the judge's path on the same input
//! (at most twice its time), and each engine move in games played through pipes (under
//! 10 ms), as a Markdown table on stdout.
//!
//! A game is a binary with a `src/bin/<binary>/play.rs`. Its sides are read from its
//! first line (`you play first, the engine second; …`), so nothing here knows a game
//! by its name.

use crate::base::inputs;
use crate::base::workspace::exe;
use crate::measuring::measure::{self, Summary};
use gamebits_practice::units::ms;
use gamebits_problems::{Problem, Rng};
use gamebits_runner::play_session::{self, End, Session, TIMEOUT};
use indicatif::ProgressBar;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Engine moves timed in one game at most; the game is then left unfinished.
const MOVES_PER_GAME: usize = 100;

/// How long the bench waits for `?` to list the moves before it stops the game (`?` is
/// no engine move: it is not timed, but it may write a line for each of many moves).
const LISTING_LIMIT: Duration = Duration::from_secs(5);

/// The setup may take at most this many times the judge's path.
const SETUP_RATIO: f64 = 2.0;

/// Each engine move must take less than this.
const ENGINE_MOVE: Duration = Duration::from_millis(10);

/// Runs `cargo xtask bench --play`.
pub fn run(binaries: &[String], runs: u32) -> Result<(), String> {
    let games = games(binaries)?;
    let release = measure::build_release()?;
    let mut cases = Vec::new();
    for &problem in &games {
        for case in problem.worst_cases {
            cases.push((problem.binary, case.name, inputs::case(problem, case)?));
        }
    }
    // Per case: two jobs of `runs + 1` runs each, then `runs` games for each side.
    let progress = measure::progress(cases.len() as u64 * u64::from(4 * runs + 2));
    let measured = measure_all(&cases, &release, runs, &progress);
    progress.finish_and_clear();
    let (table, stopped) = measured?;
    println!(
        "`cargo xtask bench --play` on {}: each game's setup beside its judge's path over {} \
         each after one warm-up run, and the engine's moves in {} per side, played through \
         pipes.\n\n\
         | binary | case | judge's path | play setup | setup / judge | ≤ {SETUP_RATIO}× | \
         engine moves timed | median | max | < {} ms | setup + first engine move | \
         games (capped / stopped) |\n\
         |---|---|---:|---:|---:|---|---:|---:|---:|---|---:|---|\n{table}",
        measure::machine(),
        measure::runs(runs),
        games_count(runs),
        ENGINE_MOVE.as_millis(),
    );
    print!("{}{stopped}", notes());
    Ok(())
}

/// Measures each case of `cases` (a binary, a case's name and its input) with the
/// binaries in `release`: the table's rows, and the notes on games the bench stopped.
fn measure_all(
    cases: &[(&str, &str, PathBuf)],
    release: &Path,
    runs: u32,
    progress: &ProgressBar,
) -> Result<(String, String), String> {
    let (mut table, mut stopped) = (String::new(), String::new());
    for (binary, name, input) in cases {
        progress.set_message(format!("{binary}: {name}"));
        let measured = measure_case(&exe(release, binary), input, runs, progress)
            .map_err(|e| format!("`{binary}` on {name}: {e}"))?;
        measure::done(progress, &measured.summary());
        table += &measured.row(binary, name);
        stopped += &measured.stopped_note(binary, name).unwrap_or_default();
    }
    Ok((table, stopped))
}

/// The problems of `binaries` (all if none is named) that play a game, as their
/// registry entries declare; a named one that does not is an error.
fn games(binaries: &[String]) -> Result<Vec<&'static Problem>, String> {
    let plays = |problem: &&Problem| problem.shows.play.is_some();
    let problems = inputs::problems(binaries)?;
    let mut named = problems.iter().filter(|_| !binaries.is_empty());
    if let Some(other) = named.find(|p| !plays(p)) {
        let games: Vec<&str> = gamebits_problems::PROBLEMS
            .iter()
            .filter(plays)
            .map(|p| p.binary)
            .collect();
        let binary = other.binary;
        return Err(format!(
            "`{binary}` plays no game; the games are: {}",
            games.join(", ")
        ));
    }
    let games: Vec<&'static Problem> = problems.into_iter().filter(plays).collect();
    match games.is_empty() {
        true => Err("no binary plays a game (none declares one in its registry entry)".into()),
        false => Ok(games),
    }
}

/// "1 game" or "N games".
fn games_count(count: u32) -> String {
    match count {
        1 => "1 game".to_string(),
        _ => format!("{count} games"),
    }
}

/// What one case measured: setup against the judge's path, then the engine's moves.
struct Measured {
    judge: Summary,
    setup: Summary,
    engine: Engine,
}

/// Measures one case: the setup against the judge's path, then the games.
fn measure_case(
    exe: &Path,
    input: &Path,
    runs: u32,
    progress: &ProgressBar,
) -> Result<Measured, String> {
    let (judge, setup, sides) = setup_against_judge(exe, input, runs, progress)?;
    let mut engine = Engine::default();
    let mut rng = Rng::new(32);
    for side in &sides {
        for _ in 0..runs {
            play_game(exe, input, side, &mut rng, &mut engine)
                .map_err(|e| format!("playing --as {side}: {e}"))?;
            progress.inc(1);
        }
    }
    Ok(Measured {
        judge,
        setup,
        engine,
    })
}

/// The judge's path and the setup of `--play` (the player the side to move at the
/// start), each run once to warm up and then `runs` times, in a new order each round;
/// and the game's two sides, the side to move at the start first.
fn setup_against_judge(
    exe: &Path,
    input: &Path,
    runs: u32,
    progress: &ProgressBar,
) -> Result<(Summary, Summary, [String; 2]), String> {
    let (mut timed, mut order) = ([Vec::new(), Vec::new()], [0, 1]);
    let mut rng = Rng::new(1);
    let mut sides = None;
    for round in 0..=runs {
        rng.shuffle(&mut order);
        for &job in &order {
            let took = match job {
                0 => judge_once(exe, input).map_err(|e| format!("the judge's path: {e}"))?,
                _ => {
                    let (took, both) = setup_once(exe, input).map_err(|e| format!("setup: {e}"))?;
                    sides = Some(both);
                    took
                }
            };
            timed[job].extend((round > 0).then_some((took, None)));
            progress.inc(1);
        }
    }
    let sides = sides.expect("at least one round of setup");
    Ok((Summary::of(&timed[0]), Summary::of(&timed[1]), sides))
}

/// One run of the judge's path, `exe < input`: its wall time from spawn to exit.
fn judge_once(exe: &Path, input: &Path) -> Result<Duration, String> {
    let run = gamebits_practice::verdict::run_limited(
        &mut std::process::Command::new(exe),
        input,
        TIMEOUT,
    )
    .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let stderr = String::from_utf8_lossy(&run.stderr.bytes);
    let said = stderr.lines().next().unwrap_or("nothing on stderr");
    if run.exit.killed {
        Err(format!("no exit within {} s", TIMEOUT.as_secs()))
    } else if !run.exit.status.success() {
        Err(format!("failed ({}): `{said}`", run.exit.status))
    } else if run.stdout.bytes.iter().all(u8::is_ascii_whitespace) {
        Err("printed no answer".into())
    } else {
        Ok(run.wall)
    }
}

/// One setup of `exe --play input` ([`play_session::setup`]), the player the side to
/// move at the start: its time, and the sides its first line names.
fn setup_once(exe: &Path, input: &Path) -> Result<(Duration, [String; 2]), String> {
    let (took, reply) = play_session::setup(exe, input, &[])?;
    if reply.engine_moves() > 0 {
        let why = "the engine moved first, though the player is the side to move by default";
        return Err(why.into());
    }
    Ok((took, sides(&reply.text)?))
}

/// The sides as `--as` names them, from the first line: `you play first (Alice), the
/// engine second (Bob); …` gives `first` and `second`.
fn sides(said: &str) -> Result<[String; 2], String> {
    let first = said.lines().next().unwrap_or_default();
    let named = first
        .strip_prefix("you play ")
        .and_then(|rest| rest.split_once(", the engine "))
        .and_then(|(mine, rest)| Some((mine, rest.split_once(';')?.0)));
    let word = |said: &str| said.split(' ').next().unwrap_or_default().to_string();
    match named {
        Some((mine, theirs)) if !mine.is_empty() && !theirs.is_empty() => {
            Ok([word(mine), word(theirs)])
        }
        _ => Err(format!(
            "its first line is not `you play …, the engine …; …`: `{first}`"
        )),
    }
}

/// The engine's moves timed in a case's games, and how the games went.
#[derive(Default)]
struct Engine {
    /// Each reply to one of the bench's moves that holds an engine move: from writing
    /// the move to reading the next prompt or `winner:` line.
    replies: Vec<Duration>,
    /// The engine moves in those replies.
    moves: usize,
    /// From spawn to the first prompt, in games where the engine moved first.
    first: Vec<Duration>,
    games: usize,
    /// Games left after [`MOVES_PER_GAME`] engine moves.
    capped: usize,
    /// Games stopped where `?` listed no move to choose.
    unlisted: usize,
    /// Games stopped where `?` had not listed the moves within [`LISTING_LIMIT`].
    slow_listing: usize,
}

/// How a game played by the bench ended.
enum Ending {
    /// At its `winner:` line.
    Over,
    /// After [`MOVES_PER_GAME`] engine moves.
    Capped,
    /// Where `?` listed no move.
    Unlisted,
    /// Where `?` had not listed the moves within [`LISTING_LIMIT`].
    SlowListing,
}

/// Plays one game `--as side`, each of the bench's moves drawn by `rng` among those
/// `?` lists, timing the engine's replies into `engine`.
fn play_game(
    exe: &Path,
    input: &Path,
    side: &str,
    rng: &mut Rng,
    engine: &mut Engine,
) -> Result<(), String> {
    let start = Instant::now();
    let mut session = Session::start(exe, input, &["--as", side])?;
    let mut reply = session.reply()?;
    if reply.engine_moves() > 0 {
        engine.first.push(reply.at.duration_since(start));
    }
    let mut timed = 0;
    let ending = loop {
        if reply.end == End::Winner {
            break Ending::Over;
        }
        if timed >= MOVES_PER_GAME {
            break Ending::Capped;
        }
        let listed = match listed_moves(&mut session)? {
            None => break Ending::SlowListing,
            Some(listed) if listed.is_empty() => break Ending::Unlisted,
            Some(listed) => listed,
        };
        let chosen = &listed[rng.index(0..=listed.len() - 1)];
        let sent = session.send(chosen)?;
        reply = session.reply()?;
        if let Some(line) = reply.text.lines().find(|l| l.starts_with("not a move")) {
            return Err(format!(
                "`{chosen}`, which `?` listed, was refused: `{line}`"
            ));
        }
        let moves = reply.engine_moves();
        if moves > 0 {
            engine.replies.push(reply.at.duration_since(sent));
            (engine.moves, timed) = (engine.moves + moves, timed + moves);
        }
    };
    engine.games += 1;
    match ending {
        Ending::Over => {}
        Ending::Capped => engine.capped += 1,
        Ending::Unlisted => engine.unlisted += 1,
        // Still listing: dropping the session stops it.
        Ending::SlowListing => {
            engine.slow_listing += 1;
            return Ok(());
        }
    }
    session.finish()
}

/// Sends `?` and reads the words of the moves it lists (each line `  <words> → …`);
/// `None` if it has not listed them within [`LISTING_LIMIT`].
fn listed_moves(session: &mut Session) -> Result<Option<Vec<String>>, String> {
    let sent = session.send("?")?;
    let Some(reply) = session.reply_by(Some(sent + LISTING_LIMIT))? else {
        return Ok(None);
    };
    if reply.end != End::Prompt || reply.lines_starting("this state is ") != 1 {
        let said = reply.text.lines().nth(1).unwrap_or_default();
        return Err(format!(
            "`?` was not answered by `this state is …` and a prompt: `{said}`"
        ));
    }
    let listed = reply.text.lines().filter_map(|line| {
        let (words, _) = line.strip_prefix("  ")?.split_once(" → ")?;
        Some(words.to_string())
    });
    Ok(Some(listed.collect()))
}

impl Measured {
    /// The setup's median over the judge's path's.
    fn ratio(&self) -> f64 {
        self.setup.median.as_secs_f64() / self.judge.median.as_secs_f64()
    }

    /// The slowest reply holding an engine move, if there was one.
    fn slowest_move(&self) -> Option<Duration> {
        self.engine.replies.iter().max().copied()
    }

    /// The progress line's result: "setup 1.05× the judge's path, engine moves at
    /// most 0.41 ms".
    fn summary(&self) -> String {
        let slowest = self
            .slowest_move()
            .map_or("none timed".into(), |t| format!("at most {}", ms(t)));
        format!(
            "setup {:.2}× the judge's path, engine moves {slowest}",
            self.ratio()
        )
    }

    /// The table's row of `binary`'s case `name`.
    fn row(&self, binary: &str, name: &str) -> String {
        let verdict = |met: bool| match met {
            true => "ok",
            false => "**missed**",
        };
        let engine = &self.engine;
        let (count, typical, max, met) = match self.slowest_move() {
            None => ("0".to_string(), "—".to_string(), "—".to_string(), "—"),
            Some(slowest) => (
                moves_timed(engine),
                ms(median(&engine.replies)),
                ms(slowest),
                verdict(slowest < ENGINE_MOVE),
            ),
        };
        let first = match engine.first.is_empty() {
            true => "—".to_string(),
            false => ms(median(&engine.first)),
        };
        format!(
            "| `{binary}` | {name} | {} | {} | {:.2}× | {} | {count} | {typical} | {max} | {met} \
             | {first} | {} ({} / {}) |\n",
            ms(self.judge.median),
            ms(self.setup.median),
            self.ratio(),
            verdict(self.ratio() <= SETUP_RATIO),
            engine.games,
            engine.capped,
            engine.unlisted + engine.slow_listing,
        )
    }

    /// A note on the games of `binary`'s case `name` that the bench stopped, if any.
    fn stopped_note(&self, binary: &str, name: &str) -> Option<String> {
        let engine = &self.engine;
        let mut why = Vec::new();
        if engine.unlisted > 0 {
            why.push(format!("{} where `?` listed no move", engine.unlisted));
        }
        if engine.slow_listing > 0 {
            why.push(format!(
                "{} where `?` was still listing after {} s",
                engine.slow_listing,
                LISTING_LIMIT.as_secs()
            ));
        }
        let games = engine.games;
        (!why.is_empty()).then(|| {
            format!(
                "- `{binary}` on {name}: of {games} games, stopped {}.\n",
                why.join(", ")
            )
        })
    }
}

/// "412", or "430 in 412 replies" where some replies held more than one engine move.
fn moves_timed(engine: &Engine) -> String {
    match engine.moves == engine.replies.len() {
        true => engine.moves.to_string(),
        false => format!("{} in {} replies", engine.moves, engine.replies.len()),
    }
}

/// The median of at least one time.
fn median(times: &[Duration]) -> Duration {
    let runs: Vec<(Duration, Option<u64>)> = times.iter().map(|&t| (t, None)).collect();
    Summary::of(&runs).median
}

/// The notes under the table: what each column measures.
fn notes() -> String {
    format!(
        "- Play setup: from spawning `<binary> --play FILE`, the player the side to move at \
         the start, to reading its first prompt (or, in a game over at the start, its \
         `winner:` line): reading FILE and building the table; the judge's path: `<binary> \
         < FILE` from spawn to exit. The two run in turn, in a new order each round. \
         Target: the setup's median at most {SETUP_RATIO}× the judge's path's.\n\
         - Engine moves: games played `--as` each side, the bench choosing each of its \
         moves at random (seeded) among those `?` lists, so that both winning and losing \
         play occur. A sample is the time from writing the bench's move to reading the \
         next prompt or `winner:` line, where the engine moved in between: the engine's \
         move with the states described and the pipes, an upper bound on the move. Where \
         the same side moves again (a reply of several engine moves) it bounds their sum. \
         At most {MOVES_PER_GAME} engine moves are timed per game; a capped game is left \
         unfinished (its input closed). Target: the slowest sample below {} ms.\n\
         - Setup + first engine move: where the engine moves first (the player on the side \
         not to move at the start), from spawn to the first prompt.\n\
         - Stopped: a game the bench stopped where `?` listed no move to choose from (a \
         game that lists only some moves, with a line saying so), or had not listed them \
         within {} s (`?` is not timed, but the bench waits for it).\n",
        ENGINE_MOVE.as_millis(),
        LISTING_LIMIT.as_secs()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sides_are_read_from_the_first_line() {
        let said =
            "you play first (Alice), the engine second (Bob); type a move, ? for the moves\n";
        assert_eq!(sides(said).unwrap(), ["first", "second"]);
        let said = "you play police, the engine robber; type a move, ? for the moves\npile 3\n";
        assert_eq!(sides(said).unwrap(), ["police", "robber"]);
        let error = sides("pile 3\n").unwrap_err();
        assert_eq!(
            error,
            "its first line is not `you play …, the engine …; …`: `pile 3`"
        );
    }

    #[test]
    fn a_binary_without_a_game_is_refused_by_name() {
        let error = games(&["cco15p2".to_string()]).err().unwrap();
        assert!(
            error.starts_with("`cco15p2` plays no game") && error.contains("dpk, qccp1"),
            "{error}"
        );
        let all = games(&[]).unwrap();
        assert!(all.len() >= 7 && all.iter().all(|p| p.binary != "cco15p2"));
    }
}
