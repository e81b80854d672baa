//! Unit tests of `dmopc20c6p3`'s internals, kept out of the file that is submitted.

use super::*;

/// The judge compares bytes: values separated by one space, none at either end (`run`
/// adds the one newline).
#[test]
fn the_answer_line_has_single_spaces_and_nothing_around() {
    assert_eq!(answer_line(&[true]).as_bytes(), b"1");
    assert_eq!(answer_line(&[false]).as_bytes(), b"0");
    assert_eq!(
        answer_line(&[true, false, false, true, false]).as_bytes(),
        b"1 0 0 1 0"
    );
}

#[test]
fn routes_are_read_from_1_and_stored_from_0() {
    let mut tokens = Tokens::new(b"3 2\n1 0 1\n1 3\n3 3\n".to_vec()).unwrap();
    let (police, routes) = read_input(&mut tokens).unwrap();
    assert_eq!(police, [true, false, true]);
    assert_eq!(routes, [(0, 2), (2, 2)]);
}
