//! `--play`, played as a program and as a person plays it.
//!
//! The lecture's game move by move over its whole tree; for each game, random small
//! inputs where the engine on the winning side beats a random player, a player
//! following the `?` hints from a winning side beats the engine, and the engine against
//! itself ends as the judge's path answers; bad moves and bad files; a game in a
//! pseudo-terminal.
//!
//! `GAMEBITS_SEED` and `GAMEBITS_CASES` (200 by default) work as in the stress tests
//! ([`gamebits_problems::RandomRun`]).

mod games;
mod session;
// A pseudo-terminal is had from `script`, on Unix.
#[cfg(unix)]
mod terminal;

use gamebits_problems::{RandomRun, Rng};
use gamebits_test_support::{binary_path, run_binary, run_binary_with_args};
use games::{Case, Game, AGC016F, CCC08S5, DISPDOM, QCCP1};
use session::{Listed, Session};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The lecture's game: A = {1, 2, 5, 9}, K = 10.
const LECTURE: &str = "4 10\n1 2 5 9\n";

/// A file holding `text`, named after `name`, in a folder of this test run.
fn file_with(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gamebits-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    path
}

/// Plays to the end, the player's moves chosen from the `?` list; the winner's word.
fn play_out(mut session: Session, mut choose: impl FnMut(&[Listed]) -> String) -> (String, String) {
    let (_, mut prompted) = session.read();
    while prompted {
        let listed = session.listed();
        assert!(
            !listed.is_empty(),
            "a prompt with moves to list:\n{}",
            session.transcript
        );
        prompted = session.send(&choose(&listed)).1;
    }
    let winner = session.winner.clone();
    let (transcript, status, stderr) = session.finish();
    assert!(status.success(), "{status}: {stderr}\n{transcript}");
    let winner = winner.unwrap_or_else(|| panic!("no winner:\n{transcript}"));
    (winner, transcript)
}

/// A move of a player who follows the hints for the side named `me`: one that leaves a
/// state good for `me`, the fastest win first; else a draw; else any.
fn hinted(listed: &[Listed], me: &str) -> String {
    let good = |l: &&Listed| (l.mover == me) == (l.value == "W") && l.value != "draw";
    let fastest = listed
        .iter()
        .filter(good)
        .min_by_key(|l| l.moves.unwrap_or(0));
    fastest
        .or_else(|| listed.iter().find(|l| l.value == "draw"))
        .unwrap_or(&listed[0])
        .words
        .clone()
}

/// The engine against itself: one process a side, each engine's moves typed into the
/// other; both winners.
fn engine_against_engine(case: &Case, file: &Path) -> (String, String) {
    let game = case.game;
    let args = |side: &'static str| {
        let mut args = vec!["--as", side];
        args.extend(case.args.iter().map(String::as_str));
        args
    };
    let mut sessions = [
        Session::start(game.binary, file, &args(game.sides[0])),
        Session::start(game.binary, file, &args(game.sides[1])),
    ];
    // For each session: whether it waits at a prompt, and the moves to type into it.
    let mut waiting = [false, false];
    let mut pending: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    for (s, session) in sessions.iter_mut().enumerate() {
        let (said, prompted) = session.read();
        waiting[s] = prompted;
        pending[1 - s].extend(engine_moves(&said));
    }
    while let Some(s) = (0..2).find(|&s| waiting[s] && !pending[s].is_empty()) {
        let chosen = pending[s].remove(0);
        let (said, prompted) = sessions[s].send(&chosen);
        waiting[s] = prompted;
        pending[1 - s].extend(engine_moves(&said));
    }
    let [first, second] = sessions.map(|session| {
        let winner = session.winner.clone();
        let (transcript, status, stderr) = session.finish();
        assert!(status.success(), "{status}: {stderr} on {}", file.display());
        winner.unwrap_or_else(|| panic!("no winner:\n{transcript}"))
    });
    (first, second)
}

/// The moves of `engine plays …` lines.
fn engine_moves(said: &str) -> Vec<String> {
    said.lines()
        .filter_map(|line| line.strip_prefix("engine plays "))
        .map(String::from)
        .collect()
}

#[test]
fn the_lecture_game_player_first_loses_whatever_they_play() {
    let file = file_with("lecture.in", LECTURE);
    let amounts = [1, 2, 5, 9];
    // Every sequence of the player's legal moves, grown a move at a time.
    let mut open: Vec<Vec<usize>> = vec![Vec::new()];
    let mut games = 0;
    while let Some(moves) = open.pop() {
        let input: String = moves.iter().map(|m| format!("{m}\n")).collect();
        let output = run_binary_with_args(
            &binary_path("dpk"),
            &["--play", file.to_str().expect("a path")],
            input.as_bytes(),
        );
        assert!(output.status.success(), "{output:?}");
        let said = String::from_utf8(output.stdout).expect("UTF-8");
        if said.contains("winner: ") {
            assert!(said.contains("winner: Second\n"), "{said}");
            games += 1;
            continue;
        }
        assert!(
            said.ends_with("end of input: the game stops unfinished\n"),
            "{said}"
        );
        let pile: usize = said
            .lines()
            .rev()
            .find_map(|line| line.strip_prefix("pile "))
            .and_then(|p| p.parse().ok())
            .expect("the pile is shown");
        for &a in amounts.iter().filter(|&&a| a <= pile) {
            let mut longer = moves.clone();
            longer.push(a);
            open.push(longer);
        }
    }
    println!("{games} games, the engine won each");
    assert!(
        games > 1,
        "the engine's answers leave the player choices: {games}"
    );
}

#[test]
fn the_lecture_game_player_second_wins_moving_into_l_piles() {
    let file = file_with("lecture-second.in", LECTURE);
    // The L piles, by the lecture's rule, worked out here: 0, 3, 6, 10.
    let mut lost = [true; 11];
    for pile in 1..=10 {
        lost[pile] = ![1, 2, 5, 9].iter().any(|&a| a <= pile && lost[pile - a]);
    }
    let mut session = Session::start("dpk", &file, &["--as", "second"]);
    let (mut said, mut prompted) = session.read();
    while prompted {
        let pile: usize = said
            .lines()
            .rev()
            .find_map(|line| line.strip_prefix("pile "))
            .and_then(|p| p.parse().ok())
            .expect("the pile is shown");
        let a = [1, 2, 5, 9]
            .into_iter()
            .find(|&a| a <= pile && lost[pile - a])
            .expect("the engine leaves a W pile");
        (said, prompted) = session.send(&a.to_string());
    }
    assert_eq!(
        session.winner.as_deref(),
        Some("Second"),
        "{}",
        session.transcript
    );
}

/// Every game on random small inputs: each binary that plays, as its folder says, with
/// its generator from `games.rs`. Twice as many games at once as there are cores (a game
/// spends much of its time waiting on its players' replies: on two cores, 6.0 s rather
/// than 6.8 s with one a core, 6.2 s with four); a game that fails (its panic printed
/// where it happened) stops none of the others.
#[test]
fn every_game_on_random_small_inputs() {
    let games = games::played();
    let next = AtomicUsize::new(0);
    let workers = 2 * std::thread::available_parallelism().map_or(2, usize::from);
    let failed = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                while let Some(game) = games.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if std::panic::catch_unwind(|| random_small_games(game)).is_err() {
                        failed
                            .lock()
                            .expect("no worker panics holding it")
                            .push(game.binary);
                    }
                }
            });
        }
    });
    let failed = failed.into_inner().expect("no worker panics holding it");
    assert!(
        failed.is_empty(),
        "failed on random small inputs: {failed:?}"
    );
}

/// `game` on random small inputs: engine against engine, the engine against a random
/// player and against one following the hints, each ending as the judge's answer says.
fn random_small_games(game: &Game) {
    let RandomRun { seed, cases } =
        gamebits_test_support::random_run(&format!("play {}", game.binary), 200);
    let mut rng = Rng::new(seed ^ game.binary.len() as u64);
    for i in 0..cases {
        let case = (game.generate)(&mut rng);
        let file = file_with(&format!("{}-{i}.in", game.binary), &case.input);
        let judge = run_binary(&binary_path(game.binary), case.input.as_bytes());
        assert!(judge.status.success(), "{}: {judge:?}", case.input);
        let answer = String::from_utf8(judge.stdout).expect("UTF-8");
        let expected = (case.winner)(&answer);
        let context = format!("{} {:?} on\n{}", game.binary, case.args, case.input);
        let (first, second) = engine_against_engine(&case, &file);
        assert_eq!(
            (first.as_str(), second.as_str()),
            (expected.as_str(), expected.as_str()),
            "engine against engine, {context}"
        );
        let Some(w) = game.names.iter().position(|&n| n == expected) else {
            // A draw: a random player does not beat the engine, nor does it
            // beat a player following the hints.
            let (winner, t) = random_game(&case, &file, 0, &mut rng);
            assert_ne!(winner, game.names[0], "{context}{t}");
            let mut args = vec!["--as", game.sides[0]];
            args.extend(case.args.iter().map(String::as_str));
            let session = Session::start(game.binary, &file, &args);
            let (winner, t) = play_out(session, |listed| hinted(listed, game.movers[0]));
            assert_eq!(winner, expected, "the hints keep the draw, {context}{t}");
            std::fs::remove_file(&file).expect("the case's file goes");
            continue;
        };
        let (winner, t) = random_game(&case, &file, 1 - w, &mut rng);
        assert_eq!(
            winner, expected,
            "the engine beats a random player, {context}{t}"
        );
        let mut args = vec!["--as", game.sides[w]];
        args.extend(case.args.iter().map(String::as_str));
        let session = Session::start(game.binary, &file, &args);
        let (winner, t) = play_out(session, |listed| hinted(listed, game.movers[w]));
        assert_eq!(winner, expected, "the hints beat the engine, {context}{t}");
        std::fs::remove_file(&file).expect("the case's file goes");
    }
}

/// A random player on `side` against the engine.
fn random_game(case: &Case, file: &Path, side: usize, rng: &mut Rng) -> (String, String) {
    let mut args = vec!["--as", case.game.sides[side]];
    args.extend(case.args.iter().map(String::as_str));
    let session = Session::start(case.game.binary, file, &args);
    play_out(session, |listed| {
        listed[rng.index(0..=listed.len() - 1)].words.clone()
    })
}

#[test]
fn bad_moves_garbage_and_the_end_get_one_line_each() {
    let file = file_with("lecture-bad.in", LECTURE);
    let input = "3\nx\n11\n\n1\n9\n";
    let output = run_binary_with_args(
        &binary_path("dpk"),
        &["--play", file.to_str().expect("a path"), "--as", "second"],
        input.as_bytes(),
    );
    let said = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(output.status.success(), "{said}");
    let expected = "\
you play second, the engine first; type a move, ? for the moves
pile 10
engine plays 2
pile 8
your move (? lists them)> 3
not a move: 3 is not in A = {1, 2, 5, 9}
your move (? lists them)> x
not a move: `x` is not a number of stones to take
your move (? lists them)> 11
not a move: 11 is not in A = {1, 2, 5, 9}
your move (? lists them)> 
your move (? lists them)> 1
pile 7
engine plays 1
pile 6
your move (? lists them)> 9
not a move: the pile holds 6, fewer than 9
your move (? lists them)> 
end of input: the game stops unfinished
";
    assert_eq!(said, expected);
    let after = run_binary_with_args(
        &binary_path("dpk"),
        &["--play", file.to_str().expect("a path"), "--as", "second"],
        b"2\n2\n2\n",
    );
    let said = String::from_utf8(after.stdout).expect("UTF-8");
    assert!(after.status.success(), "{said}");
    assert!(
        said.ends_with(
            "winner: First\nyou let the win go at pile 4: 2 left pile 2, W; 1 kept it\n\
             the game is over (winner: First): `2` is not played\n"
        ),
        "{said}"
    );
}

#[test]
fn a_line_that_is_not_utf8_is_one_bad_move_during_and_after_the_game() {
    let file = file_with("lecture-not-utf8.in", LECTURE);
    let output = run_binary_with_args(
        &binary_path("dpk"),
        &["--play", file.to_str().expect("a path")],
        b"\xff\n1\n1\n\xfe\n",
    );
    let said = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(output.status.success(), "{said}");
    let expected = "\
you play first, the engine second; type a move, ? for the moves
pile 10
your move (? lists them)> \u{fffd}
not a move: the line is not UTF-8 text
your move (? lists them)> 1
pile 9
engine plays 9
pile 0
First to move has no move and loses
winner: Second
the game is over (winner: Second): `1` is not played
the game is over (winner: Second): a line that is not UTF-8 text is not played
";
    assert_eq!(said, expected);
}

#[test]
fn a_file_the_judge_refuses_is_refused_with_the_same_line() {
    let mut refused = 0;
    for game in games::played() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("samples")
            .join(game.binary);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("the samples")
            .map(|entry| entry.expect("an entry").path())
            .filter(|path| path.extension().is_some_and(|e| e == "err"))
            .map(|path| path.with_extension("in"))
            .collect();
        files.sort();
        for file in files {
            let input = std::fs::read(&file).expect("the sample's input");
            let judge = run_binary(&binary_path(game.binary), &input);
            let played = run_binary_with_args(
                &binary_path(game.binary),
                &["--play", file.to_str().expect("a path")],
                b"1\n",
            );
            assert_eq!(judge.status.code(), Some(1), "{judge:?}");
            assert_eq!(played.status.code(), Some(1), "{played:?}");
            assert_eq!(played.stderr, judge.stderr, "{}", file.display());
            assert!(played.stdout.is_empty(), "{played:?}");
            refused += 1;
        }
    }
    assert!(refused >= 20, "the games' samples of bad input: {refused}");
}

#[test]
fn bad_command_lines_are_refused_in_one_line() {
    let file = file_with("lecture-args.in", LECTURE);
    let path = file.to_str().expect("a path");
    for (args, says) in [
        (vec!["--play"], "error: --play needs a value"),
        (vec!["--as", "first"], "error: --play FILE is missing"),
        (
            vec!["--play", path, "--as", "third"],
            "error: --as third: the sides are first and second",
        ),
        (
            vec!["--play", path, "--case", "2"],
            "error: dpk --play takes no --case",
        ),
        (
            vec!["--play", path, "--play", path],
            "error: --play is given twice",
        ),
        (
            vec!["--play", path, "--explain"],
            "error: unexpected argument `--explain`",
        ),
    ] {
        let output = run_binary_with_args(&binary_path("dpk"), &args, b"");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.starts_with(says), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(output.stdout.is_empty());
    }
    let missing = run_binary_with_args(&binary_path("dpk"), &["--play", "/no/such/file"], b"");
    let stderr = String::from_utf8(missing.stderr).expect("UTF-8");
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        stderr.starts_with("error: cannot read /no/such/file: "),
        "{stderr}"
    );
    let folder = std::env::temp_dir();
    let folder = folder.to_str().expect("a path");
    let output = run_binary_with_args(&binary_path("dpk"), &["--play", folder], b"");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr,
        format!("error: cannot read {folder}: it is a folder\n")
    );
}

/// The starts `--start`, `--colours` and `--covered` name: a value that is none (or
/// nothing at all) is refused in one line naming the option, exit status 1; so are
/// `--start` and `--case` together.
#[test]
fn bad_starts_are_refused_in_one_line() {
    let qccp1 = file_with("qccp1-start.in", "4 4\n1 2 r\n1 2 b\n2 3 r\n3 4 r\n");
    let agc016f = file_with("agc016f-start.in", "4 2\n1 3\n2 4\n");
    let ccc08s5 = file_with("ccc08s5-start.in", "1\n1 3 1 3\n");
    let dispdom = file_with("dispdom-start.in", "8 3 1\n00000001\n");
    let refused: [(&Game, &PathBuf, &[&str], &str); 15] = [
        (
            &QCCP1,
            &qccp1,
            &["--start", "5"],
            "--start = 5 is outside 1..=4",
        ),
        (
            &QCCP1,
            &qccp1,
            &["--colours", "rx"],
            "--colours rx: `x` is not a colour of roygbiv",
        ),
        (
            &QCCP1,
            &qccp1,
            &["--colours", "brb"],
            "--colours brb: b is named twice",
        ),
        (
            &QCCP1,
            &qccp1,
            &["--colours", "ry"],
            "--colours ry: no edge of the input is y",
        ),
        (
            &AGC016F,
            &agc016f,
            &["--start", "3"],
            "--start 3 is not two vertices A,B of the N = 4",
        ),
        (
            &AGC016F,
            &agc016f,
            &["--start", "1,5"],
            "--start 1,5 is not two vertices A,B of the N = 4",
        ),
        (
            &AGC016F,
            &agc016f,
            &["--start", "1,2,3"],
            "--start 1,2,3 is not two vertices A,B of",
        ),
        (
            &CCC08S5,
            &ccc08s5,
            &["--start", "1,2,0"],
            "--start 1,2,0 is not four counts A,B,C,D",
        ),
        (
            &CCC08S5,
            &ccc08s5,
            &["--start", "0,0,0,31"],
            "--start 0,0,0,31 is not four counts",
        ),
        (
            &CCC08S5,
            &ccc08s5,
            &["--start", "1,1,1,1", "--case", "1"],
            "--start 1,1,1,1 and --case 1 both give the start: give one",
        ),
        (
            &DISPDOM,
            &dispdom,
            &["--covered", "6"],
            "--covered names cell 6: a domino of K = 3",
        ),
        (
            &DISPDOM,
            &dispdom,
            &["--covered", "7"],
            "--covered names cell 7: a domino of K = 3",
        ),
        (
            &DISPDOM,
            &dispdom,
            &["--covered", "1,4"],
            "--covered names 2 dominoes: at most D = 1",
        ),
        (
            &DISPDOM,
            &dispdom,
            &["--covered", ""],
            "--covered should be a whole number from 1 to 8, found nothing",
        ),
        (
            &QCCP1,
            &qccp1,
            &["--start", " "],
            "--start should be a whole number from 1 to 4, found nothing",
        ),
    ];
    for (game, file, args, says) in refused {
        let mut all = vec!["--play", file.to_str().expect("a path")];
        all.extend(args);
        let output = run_binary_with_args(&binary_path(game.binary), &all, b"");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with(&format!("error: {says}")),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(output.stdout.is_empty());
    }
}

/// Nim past 60 stones: `?` lists 60 moves at most, each legal and of the value it says,
/// with a line for the rest: from a W position the first 60 of its 101 moves to XOR 0
/// (101 piles of 3), from an L position one stone from each of the first 60 piles.
#[test]
fn nim_past_60_stones_lists_60_moves_at_most() {
    let piles = vec!["3"; 101].join(" ");
    let file = file_with("nim-101-piles.in", &format!("101 1\n{piles}\n"));
    let mut session = Session::start("poi16nim", &file, &[]);
    session.read();
    let listed = session.listed();
    assert_eq!(listed.len(), 60, "{}", session.transcript);
    assert!(listed
        .iter()
        .all(|m| m.value == "L" && m.words.ends_with(" 3")));
    assert!(session
        .transcript
        .contains("  and 41 more moves to XOR 0; every other move (303 stones in all)"));
    let (rest, status, _) = session.finish();
    assert!(status.success(), "{rest}");
    let mut session = Session::start("poi16nim", &file, &["--as", "second"]);
    let (said, _) = session.read();
    assert!(said.contains("engine plays"), "{said}");
    let listed = session.listed();
    assert_eq!(listed.len(), 60, "{}", session.transcript);
    assert!(listed
        .iter()
        .all(|m| m.value == "W" && m.words.ends_with(" 1")));
    assert!(session
        .transcript
        .contains("  every move (300 stones in all) leaves a W"));
    let (rest, status, _) = session.finish();
    assert!(status.success(), "{rest}");
}

/// The benchmarks' player (`gamebits_runner::play_session`, which does not depend on the
/// library) waits for the library's prompt.
#[test]
fn the_benchmarks_wait_for_the_prompt_the_games_write() {
    assert_eq!(gamebits_runner::play_session::PROMPT, session::PROMPT);
}
