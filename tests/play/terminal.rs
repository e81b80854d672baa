//! A game in a real terminal.
//!
//! The binary runs under `script`, which gives it a pseudo-terminal, and the test
//! types a line only after the prompt appears, as a person does. The terminal echoes
//! what is typed; at the end the game ends at once.

use gamebits_runner::child::Child;
use gamebits_test_support::binary_path;
use std::io::{Read, Write};
use std::process::{Command, Stdio};

/// Reads from `from` into `seen` until one of `texts` appears after what `seen` held;
/// `false` if the terminal closes first.
fn read_until(from: &mut impl Read, seen: &mut String, texts: &[&str]) -> bool {
    let start = seen.len();
    let mut bytes = Vec::new();
    while !texts.iter().any(|t| seen[start..].contains(t)) {
        let mut byte = [0];
        match from.read(&mut byte) {
            Ok(1) => bytes.push(byte[0]),
            _ => return false,
        }
        if let Ok(text) = std::str::from_utf8(&bytes) {
            seen.push_str(text);
            bytes.clear();
        }
    }
    true
}

/// The last pile the screen shows.
fn last_pile(screen: &str) -> usize {
    screen
        .lines()
        .rev()
        .find_map(|line| line.trim_end_matches('\r').strip_prefix("pile "))
        .and_then(|p| p.parse().ok())
        .expect("a pile shown")
}

#[test]
fn a_person_plays_the_lecture_game_in_a_terminal() {
    let file = super::file_with("lecture-terminal.in", super::LECTURE);
    let command = format!(
        "{} --play {} --as second",
        binary_path("dpk").display(),
        file.display()
    );
    let mut script = Command::new("script");
    script
        .args(["-q", "-e", "-c", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped());
    let mut script = Child::spawn(&mut script)
        .expect("`script` (util-linux) runs the game in a pseudo-terminal");
    let mut keys = script.stdin().expect("piped");
    let mut screen = script.stdout().expect("piped");
    let mut seen = String::new();
    let prompt = gamebits::play::PROMPT;
    assert!(read_until(&mut screen, &mut seen, &[prompt]), "{seen}");
    let mut type_line = |line: &str, seen: &mut String| {
        write!(keys, "{line}\r").expect("typed");
        keys.flush().expect("flushed");
        read_until(&mut screen, seen, &[prompt, "winner: "])
    };
    assert!(
        type_line("?", &mut seen) && type_line("x", &mut seen),
        "{seen}"
    );
    // The L piles of the lecture: 0, 3, 6, 10; the player answers into one each time.
    let mut going = true;
    while going && !seen.contains("winner: ") {
        let pile = last_pile(&seen);
        let a = [1, 2, 5, 9]
            .into_iter()
            .find(|&a| a <= pile && [0, 3, 6, 10].contains(&(pile - a)))
            .expect("the engine leaves a W pile");
        going = type_line(&a.to_string(), &mut seen);
    }
    drop(keys);
    let mut rest = String::new();
    let _ = screen.read_to_string(&mut rest);
    seen.push_str(&rest);
    let status = script.wait_until(None).expect("script ends").status;
    assert!(status.success(), "{status}:\n{seen}");
    let screen = seen.replace('\r', "");
    for shown in [
        "you play second, the engine first; type a move, ? for the moves\npile 10\nengine plays 2\npile 8\n",
        "your move (? lists them)> ?\nthis state is W (Second to move wins in 3 moves); its moves:\n",
        "  2 → pile 6: L (First to move loses in 4 moves)\n",
        "your move (? lists them)> x\nnot a move: `x` is not a number of stones to take\n",
        "winner: Second\n",
    ] {
        assert!(screen.contains(shown), "the terminal shows {shown:?}:\n{screen}");
    }
}
