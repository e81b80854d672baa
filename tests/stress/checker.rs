//! The sample checker must accept and reject as DMOJ's default checker does.

use crate::common::checker::compare;

#[test]
fn identical_and_whitespace_variants_pass() {
    assert_eq!(compare("First\n", "First\n"), Ok(()));
    assert_eq!(compare("First\n", "  First"), Ok(()));
    assert_eq!(compare("1 2\n3\n", "1   2\r\n3\n\n"), Ok(()));
}

#[test]
fn different_tokens_fail_and_name_the_token() {
    let why = compare("1 2 3\n", "1 2 4\n").unwrap_err();
    assert!(
        why.contains("token 3") && why.contains("`3`") && why.contains("`4`"),
        "{why}"
    );
    assert!(compare("First\n", "first\n").is_err());
}

#[test]
fn a_newline_is_not_a_space() {
    assert!(compare("1 2\n", "1\n2\n").is_err());
    assert!(compare("1\n2\n", "1 2\n").is_err());
}

#[test]
fn missing_and_extra_tokens_fail() {
    assert!(compare("1 2\n", "1\n")
        .unwrap_err()
        .contains("end of the output"));
    assert!(compare("1\n", "1 2\n")
        .unwrap_err()
        .contains("expected the end"));
    assert!(compare("1\n", "").is_err());
}
