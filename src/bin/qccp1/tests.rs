//! Unit tests of `qccp1`'s internals, kept out of the file that is submitted.

use super::table::{self, before_move, is_win, OutEdges, Table, WON};
use super::*;
use gamebits_problems::Rng;

/// For every colour and every set S, bit S of `lost_after` is bit S ∪ {c} of the
/// head's lost sets: checked on each single set and on mixed patterns.
#[test]
fn lost_after_reads_the_set_with_the_colour_added() {
    let patterns = (0..128).map(|s| 1u128 << s).chain([
        u128::MAX,
        0,
        0x0123_4567_89ab_cdef_fedc_ba98_7654_3210,
    ]);
    for head_lost in patterns {
        for colour in 0..7u8 {
            let after = lost_after(head_lost, colour);
            for set in 0..128 {
                let with_colour = set | 1 << colour;
                assert_eq!(
                    after >> set & 1,
                    head_lost >> with_colour & 1,
                    "colour {colour}, set {set:#b}, head {head_lost:#x}"
                );
            }
        }
    }
}

#[test]
fn sets_containing_a_colour_are_half_of_them() {
    for (c, &sets) in HAS_COLOUR.iter().enumerate() {
        assert_eq!(sets.count_ones(), 64);
        assert!((0..128).all(|s| (sets >> s & 1 == 1) == (s >> c & 1 == 1)));
    }
}

#[test]
fn edges_are_grouped_by_head() {
    // 0 → 2 (colour 1), 1 → 2 (colour 0), 2 → 0 (colour 6).
    let edges = [pack(0, 2, 1), pack(1, 2, 0), pack(2, 0, 6)];
    let graph = InEdges::new(&[1, 0, 2], vec![1, 1, 1], &edges);
    assert_eq!(graph.entering(0).collect::<Vec<_>>(), [(2, 6)]);
    assert_eq!(graph.entering(1).count(), 0);
    assert_eq!(graph.entering(2).collect::<Vec<_>>(), [(0, 1), (1, 0)]);
}

/// Sample 1: from (1, {}) play reaches node 2 with {r} or {b}, node 3 with {r} or
/// {r, b} (where play ends), and node 4 with {r}; the values follow the lecture's rule.
#[test]
fn the_table_holds_the_positions_reached_and_their_values() {
    let mut tokens = Tokens::new(b"4 4\n1 2 r\n1 2 b\n2 3 r\n3 4 r\n".to_vec()).unwrap();
    let (edges, all) = read_input(&mut tokens).unwrap();
    let (_, finished) = lost_sets_at_start(&edges, all).unwrap();
    let graph = OutEdges::new(&edges, finished.pushed_items().to_vec());
    let table = Table::new(&graph, all, (0, 0));
    let (r, b) = (1, 1 << 4);
    let lost_in = |moves| moves;
    let won_in = |moves| WON - moves;
    assert_eq!(table.get(3, r), lost_in(0));
    assert_eq!(table.get(2, r), won_in(1));
    assert_eq!(table.get(2, r | b), lost_in(0));
    assert_eq!(table.get(1, r), lost_in(2));
    assert_eq!(table.get(1, b), won_in(1));
    assert_eq!(table.get(0, 0), won_in(3));
}

/// A move's value for its maker mirrors the value for the other player: a loss in m
/// moves is a win in m + 1, a win in m a loss in m + 1.
#[test]
fn a_move_turns_a_loss_into_a_win_one_move_longer() {
    let (lost_in, won_in) = (|m: u32| m, |m: u32| WON - m);
    for m in [0, 1, 5, 100_000] {
        assert_eq!(before_move(lost_in(m)), won_in(m + 1));
        assert!(is_win(won_in(m + 1)) && !is_win(lost_in(m)));
        assert_eq!(before_move(won_in(m + 1)), lost_in(m + 2));
    }
}

/// A random DAG on `n` nodes with `m` edges of the first `colours` colours (edges from
/// lower to higher nodes, node 1 first), as an input.
fn random_input(rng: &mut Rng, n: usize, m: usize, colours: usize) -> String {
    let mut text = format!("{n} {m}\n");
    for _ in 0..m {
        let (a, b) = (
            rng.below(n as u64 - 1) as usize,
            rng.below(n as u64) as usize,
        );
        let (from, to) = (a.min(b), a.max(b).max(a + 1));
        let colour = COLOURS[rng.below(colours as u64) as usize];
        text += &format!("{} {} {colour}\n", from + 1, to + 1);
    }
    text
}

/// The edges leaving each node (and the nodes children first) and the set of every
/// colour, of the input `text`.
fn graph_of(text: &str) -> (OutEdges, usize) {
    let mut tokens = Tokens::new(text.as_bytes().to_vec()).unwrap();
    let (edges, all) = read_input(&mut tokens).unwrap();
    let (_, finished) = lost_sets_at_start(&edges, all).unwrap();
    let order = finished.pushed_items().to_vec();
    (OutEdges::new(&edges, order), all)
}

/// The wide table (rows of bytes, sixteen sets a step) holds the plain table's value
/// for every position play reaches, on random graphs dense and sparse, with few colours
/// and all seven.
#[test]
fn the_wide_table_agrees_with_the_plain_one() {
    let mut rng = Rng::new(0x9cc9);
    for round in 0..300 {
        let n = 2 + rng.below(30) as usize;
        let m = 1 + rng.below(6 * n as u64) as usize;
        let colours = 1 + round % 7;
        let (graph, all) = graph_of(&random_input(&mut rng, n, m, colours));
        // Every other round from a random position, as `--play --start` starts.
        let start = match round % 2 {
            0 => (0, 0),
            _ => (rng.below(n as u64) as usize, rng.below(128) as usize & all),
        };
        let plain = Table::plain(&graph, all, start);
        let wide = Table::wide(&graph, all, &table::reached_nodes(&graph, start.0)).unwrap();
        let reach = table::reached_sets(&graph, all, start);
        for (node, &sets) in reach.iter().enumerate() {
            for set in (0..128).filter(|&set| sets >> set & 1 == 1) {
                let position = format!("round {round}: position ({}, {set:#b})", node + 1);
                assert_eq!(wide.get(node, set), plain.get(node, set), "{position}");
            }
        }
    }
}

/// A path of `n` nodes, each step four parallel edges of one colour (so that the wide
/// way is tried), and a second colour only on an edge play never reaches.
fn long_path(n: usize) -> (OutEdges, usize) {
    let mut text = format!("{} {}\n", n + 1, 4 * (n - 1) + 1);
    for u in 1..n {
        text += &format!("{u} {} r\n", u + 1).repeat(4);
    }
    text += &format!("{} {n} o\n", n + 1);
    graph_of(&text)
}

/// Play longer than a byte holds (254 moves) is valued the plain way: the start of a
/// path of n nodes lasts n − 1 moves (won if that is odd), the next node n − 2.
#[test]
fn play_longer_than_a_byte_holds_is_valued_the_plain_way() {
    for (n, wide) in [(255, true), (256, false), (1000, false)] {
        let (graph, all) = long_path(n);
        let reached = table::reached_nodes(&graph, 0);
        assert_eq!(
            Table::wide(&graph, all, &reached).is_some(),
            wide,
            "n = {n}"
        );
        let table = Table::new(&graph, all, (0, 0));
        assert_eq!(matches!(table, Table::Bytes(_)), wide, "n = {n}");
        let n = n as u32;
        let (first, second) = match n % 2 {
            0 => (WON - (n - 1), n - 2),
            _ => (n - 1, WON - (n - 2)),
        };
        assert_eq!(
            (table.get(0, 0), table.get(1, 1)),
            (first, second),
            "n = {n}"
        );
    }
}

/// The game's engine (the first edge to a position one move nearer the end) picks what
/// the play loop's own engine would: the best of the listed moves by value, the first
/// of equal ones. Random walks on random graphs, from both sides' positions.
#[test]
fn the_engine_picks_the_play_loops_choice() {
    use gamebits::play::{value_for, Game, Options};
    let mut rng = Rng::new(0x9cc9_000e);
    for round in 0..300 {
        let n = 2 + rng.below(12) as usize;
        let m = 1 + rng.below(4 * n as u64) as usize;
        let text = random_input(&mut rng, n, m, 1 + round % 7);
        let mut tokens = Tokens::new(text.into_bytes()).unwrap();
        let game = play::setup(&mut tokens, &mut Options::new(Vec::new())).unwrap();
        let mut state = game.start();
        while !game.moves(&state).is_empty() {
            let mover = game.mover(&state);
            let mut plain: Option<((usize, u8), gamebits::play::Value)> = None;
            for chosen in game.moves(&state) {
                let value = value_for(&game, mover, &game.after(&state, &chosen));
                if plain.map_or(true, |(_, best)| value.is_better_than(best)) {
                    plain = Some((chosen, value));
                }
            }
            assert_eq!(
                game.engine_move(&state),
                plain.map(|(chosen, _)| chosen),
                "round {round}, at {state:?}"
            );
            let moves = game.moves(&state);
            state = game.after(&state, &moves[rng.below(moves.len() as u64) as usize]);
        }
        assert_eq!(
            game.engine_move(&state),
            None,
            "round {round}, at {state:?}"
        );
    }
}

/// "Play from here" on a position the picture draws, by its id (`2:17`): the options
/// `start_at` gives set the game up at that very position, on random graphs; an id
/// that is no position of the input starts nowhere.
#[test]
fn play_from_here_starts_at_the_position_named() {
    use gamebits::play::{Game, OnPage, Options};
    let mut rng = Rng::new(0x57a7);
    for round in 0..100 {
        let n = 2 + rng.below(8) as usize;
        let m = 1 + rng.below(3 * n as u64) as usize;
        let text = random_input(&mut rng, n, m, 1 + round % 7);
        let setup = |options: Vec<(String, String)>| {
            let mut tokens = Tokens::new(text.as_bytes().to_vec()).unwrap();
            play::setup(&mut tokens, &mut Options::new(options)).unwrap()
        };
        let game = setup(Vec::new());
        let (graph, all) = graph_of(&text);
        let reach = table::reached_sets(&graph, all, (0, 0));
        for (node, &sets) in reach.iter().enumerate() {
            for set in (0..128).filter(|&set| sets >> set & 1 == 1) {
                let name = explain::position_name(node, set);
                let here = game.start_at(&[&explain::position_id(node, set)]).unwrap();
                assert_eq!(here.name, name);
                let started = setup(here.options);
                assert_eq!(started.start(), (node, set, 0), "{name} on\n{text}");
            }
        }
        for beyond in [
            explain::position_id(n, 0),
            format!("1:{}", all + 1),
            "1".into(),
        ] {
            assert!(game.start_at(&[&beyond]).is_none(), "{beyond}");
        }
    }
}
