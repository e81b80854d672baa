//! Unit tests of the checkers.
//!
//! The text checkers' verdicts and lines, and what a checker program's ending says.

use super::*;

#[test]
fn standard_ignores_runs_of_spaces_and_the_ends() {
    assert_eq!(standard("First\n", "First\n"), Ok(()));
    assert_eq!(standard("First\n", "  First"), Ok(()));
    assert_eq!(standard("1 2\n3\n", "1   2\r\n3\n\n"), Ok(()));
    assert!(standard("First\n", "first\n").is_err());
}

#[test]
fn standard_places_a_difference_by_line_and_column() {
    assert_eq!(
        standard("First\nSecond\n", "First\r\n  Sécond\n"),
        Err("token 2 at line 2, column 3: expected `Second`, found `Sécond`".to_string())
    );
    assert_eq!(
        standard("1 2\n", "1\n2\n"),
        Err(
            "token 2 (`2`) at line 2, column 1: expected it after Spaces, found it after Newline"
                .to_string()
        )
    );
    assert_eq!(
        standard("1 2 3\n", "1 2\n\n"),
        Err("token 3 at line 1, column 4: expected `3`, found the end of the output".to_string())
    );
    assert_eq!(
        standard("1\n", "1\n\n 7"),
        Err("token 2 at line 3, column 2: expected the end of the output, found `7`".to_string())
    );
    assert!(standard("1\n2\n", "1 2\n").is_err());
    assert!(standard("1\n", "").is_err());
}

#[test]
fn identical_wants_every_byte_and_calls_whitespace_a_presentation_error() {
    let identical = Checker::Identical;
    assert_eq!(identical.compare("1 0 0 1 0\n", "1 0 0 1 0\n"), Ok(()));
    // DMOJ's own tests of `identical`.
    for (judge, process) in [("a\nb\nc", "a \nb\nc"), ("a\nb\nc\n", "a\nb\nc")] {
        let why = identical.compare(judge, process).unwrap_err();
        assert!(
            why.starts_with("Presentation Error, check your whitespace"),
            "{why}"
        );
    }
    assert_eq!(
        identical.compare("1 0 0 1 0\n", "1 0 0 1 0 \n"),
        Err(
            "Presentation Error, check your whitespace: byte 10 at line 1, column 10: \
             expected '\\n', found ' '"
                .to_string()
        )
    );
    assert_eq!(
        identical.compare("1 0\n", "1 1\n"),
        Err("token 2 at line 1, column 3: expected `0`, found `1`".to_string())
    );
    assert!(identical
        .compare("1\n", "1")
        .unwrap_err()
        .contains("found the end"));
}

#[test]
fn floats_pass_within_the_precision_and_fail_beyond_it() {
    let floats = |error| Checker::Floats {
        precision: 6,
        error,
    };
    for error in [FloatError::Default, FloatError::Absolute] {
        assert_eq!(floats(error).compare("0.5\n", "0.5000009\n"), Ok(()));
        assert_eq!(floats(error).compare("0.5\n", "0.4999991"), Ok(()));
        let why = floats(error).compare("0.5\n", "0.5000011\n").unwrap_err();
        assert!(
            why.starts_with("number 1 on line 1: expected 0.5, found 0.5000011"),
            "{why}"
        );
    }
    // Relative: 1e-6 of 1000 is 1e-3.
    let relative = floats(FloatError::Relative);
    assert_eq!(relative.compare("1000\n", "1000.0009\n"), Ok(()));
    assert!(relative.compare("1000\n", "1000.0011\n").is_err());
    assert!(floats(FloatError::Absolute)
        .compare("1000\n", "1000.0009\n")
        .is_err());
    // Default: absolute or, for an answer of at least ε, relative.
    assert_eq!(
        floats(FloatError::Default).compare("1000\n", "1000.0009\n"),
        Ok(())
    );
    assert!(floats(FloatError::Default)
        .compare("1e-7\n", "1.2e-6\n")
        .is_err());
}

#[test]
fn floats_compare_words_exactly_and_count_lines_and_tokens() {
    let floats = Checker::Floats {
        precision: 6,
        error: FloatError::Default,
    };
    assert_eq!(floats.compare("abc 0.68\n\n", "abc 0.6800001\r\n"), Ok(()));
    assert!(floats
        .compare("abc 0.68\n", "abd 0.68\n")
        .unwrap_err()
        .contains("expected `abc`"));
    assert!(floats
        .compare("0.68\n", "x\n")
        .unwrap_err()
        .contains("a number near"));
    assert!(floats
        .compare("1\n2\n", "1 2\n")
        .unwrap_err()
        .starts_with("Presentation Error"));
    assert!(floats
        .compare("1 2\n", "1\n")
        .unwrap_err()
        .contains("line 1 of the answer has 2"));
    assert!(floats.compare("1\n", "nan\n").is_err());
    assert!(floats.compare("nan\n", "nan\n").is_err());
}

#[test]
fn a_program_is_not_a_text_checker() {
    assert!(Checker::Custom("p-checker").compare("1", "1").is_err());
    assert_eq!(
        Checker::Interactive("p-interactor").program(),
        Some("p-interactor")
    );
}

#[test]
fn a_checker_killed_after_its_time_fails() {
    let ended = ProgramEnd {
        status: None,
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    assert_eq!(
        ended.judgement("the checker"),
        Judgement::Failed("the checker hung: killed after its time".into())
    );
}
