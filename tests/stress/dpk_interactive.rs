//! `dpk_interactive`: the solution against its jury, the jury against a brute force.
//!
//! `dpk_interactive`, an interactive problem: the solution plays random games against
//! its interactor and must win them all, and the interactor is held to a brute force
//! written from the statement: the test plays the solution's part itself, random moves
//! good and bad, and the jury must accept exactly the games the brute force says were
//! won, naming the first losing or forbidden move.

use gamebits_problems::checker::Judgement;
use gamebits_problems::RandomRun;
use gamebits_runner::child::{drain, Child, CAP};
use gamebits_runner::interaction::{play, Session};
use gamebits_test_support::Rng;
use gamebits_test_support::{binary_path, output};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

const INTERACTOR: &str = "dpk_interactive-interactor";

/// Whether the player to move wins from `pile`, straight from the statement: some move
/// leaves a pile the other player loses from.
fn wins(moves: &[usize], pile: usize, memo: &mut Vec<Option<bool>>) -> bool {
    if let Some(known) = memo[pile] {
        return known;
    }
    let result = moves
        .iter()
        .any(|&a| a <= pile && !wins(moves, pile - a, memo));
    memo[pile] = Some(result);
    result
}

/// A random small game the first player wins: its moves and pile.
fn random_game(rng: &mut Rng) -> (Vec<usize>, usize) {
    loop {
        let k = rng.index(1..=60);
        let n = rng.index(1..=4.min(k));
        let moves: Vec<usize> = rng
            .distinct_sorted(n, k as u64)
            .into_iter()
            .map(|a| a as usize + 1)
            .collect();
        if wins(&moves, k, &mut vec![None; k + 1]) {
            return (moves, k);
        }
    }
}

/// A game's input file, removed when the test is done with it (also when it fails).
struct InputFile(PathBuf);

impl Drop for InputFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The game as the interactor reads it, written to a file of its own for `case`.
fn input_file(moves: &[usize], k: usize, case: &str) -> InputFile {
    let list: Vec<String> = moves.iter().map(usize::to_string).collect();
    let path = std::env::temp_dir().join(format!(
        "gamebits-dpk-interactive-{}-{case}.in",
        std::process::id()
    ));
    std::fs::write(&path, format!("{} {k}\n{}\n", moves.len(), list.join(" "))).unwrap();
    InputFile(path)
}

#[test]
fn dpk_interactive_wins_every_random_game() {
    let RandomRun { seed, cases: count } =
        gamebits_test_support::random_run("dpk_interactive games", 200);
    let mut rng = Rng::new(seed);
    let exe = binary_path("dpk_interactive");
    for index in 0..count {
        let (moves, k) = random_game(&mut rng);
        let input = input_file(&moves, k, "wins");
        let session = Session {
            solution: &exe,
            args: &[],
            programs: exe.parent().unwrap(),
            interactor: INTERACTOR,
            input: &input.0,
            answer: None,
            limit: Duration::from_secs(60),
        };
        let played = play(&session).unwrap();
        assert!(
            played.judgement == Judgement::Accepted && played.status.success(),
            "game {index} of seed {seed}, moves {moves:?}, K = {k}: {:?}, {}\n{}",
            played.judgement,
            played.status,
            played.transcript.join("\n")
        );
    }
}

#[test]
fn the_interactor_judges_each_move_as_the_brute_force_does() {
    let RandomRun { seed, cases: count } =
        gamebits_test_support::random_run("dpk_interactive's jury", 200);
    let mut rng = Rng::new(seed);
    for index in 0..count {
        let (moves, k) = random_game(&mut rng);
        let input = input_file(&moves, k, "jury");
        let mut command = Command::new(binary_path(INTERACTOR));
        command
            .arg(&input.0)
            .args([&input.0, &input.0])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut jury = Child::spawn(&mut command).unwrap();
        let mut to_jury = jury.stdin().unwrap();
        let mut from_jury = BufReader::new(jury.stdout().unwrap());
        let jury_said = drain(jury.stderr(), CAP);
        let mut line = String::new();
        let mut next_line = |from: &mut BufReader<_>| {
            line.clear();
            from.read_line(&mut line).unwrap();
            line.trim().to_string()
        };
        let list: Vec<String> = moves.iter().map(usize::to_string).collect();
        assert_eq!(next_line(&mut from_jury), format!("{} {k}", moves.len()));
        assert_eq!(next_line(&mut from_jury), list.join(" "));
        let mut memo = vec![None; k + 1];
        let mut pile = k;
        let mut expected = Err(String::new());
        for count in 1.. {
            // Mostly a winning move where there is one, else any number up to the pile + 2.
            let good: Vec<usize> = moves
                .iter()
                .copied()
                .filter(|&a| a <= pile && !wins(&moves, pile - a, &mut memo))
                .collect();
            let take = match rng.chance(4, 5) && !good.is_empty() {
                true => good[rng.index(0..=good.len() - 1)],
                false => rng.index(1..=pile + 2),
            };
            writeln!(to_jury, "{take}").unwrap();
            if take > pile || !moves.contains(&take) {
                expected = Err(format!(
                    "move {count}: taking {take} from {pile} stones is not allowed"
                ));
                break;
            }
            if wins(&moves, pile - take, &mut memo) {
                expected = Err(format!(
                    "move {count}: taking {take} from {pile} stones is a losing move"
                ));
                break;
            }
            pile -= take;
            let reply: usize = next_line(&mut from_jury).parse().unwrap();
            if reply == 0 {
                assert!(
                    moves.iter().all(|&a| a > pile),
                    "the jury gave up with moves left"
                );
                expected = Ok(count);
                break;
            }
            assert!(
                reply <= pile && moves.contains(&reply),
                "the jury's move {reply}"
            );
            pile -= reply;
        }
        drop(to_jury);
        let output = jury.wait_until(None).unwrap();
        let said = jury_said.join().unwrap().bytes;
        let said = String::from_utf8_lossy(&said).trim().to_string();
        let context = format!("game {index} of seed {seed}, moves {moves:?}, K = {k}: {said}");
        match expected {
            Ok(count) => {
                assert_eq!(output.status.code(), Some(0), "{context}");
                assert_eq!(said, format!("ok: won in {count} moves"), "{context}");
            }
            Err(start) => {
                assert_eq!(output.status.code(), Some(1), "{context}");
                assert!(said.starts_with(&start), "`{start}` expected: {context}");
            }
        }
    }
}

#[test]
fn the_interactor_refuses_a_game_the_first_player_loses() {
    let input = input_file(&[2, 3], 5, "lost");
    let output =
        output(Command::new(binary_path(INTERACTOR)).args([&input.0, &input.0, &input.0])).unwrap();
    assert_eq!(output.status.code(), Some(3));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("the first player loses from 5 stones")
    );
}
