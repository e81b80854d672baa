//! The edges leaving each node, laid out in the order the table is filled.

use super::super::InEdges;

/// The edges leaving each node, the nodes laid out children first, so that a pass over
/// the nodes in that order (as the table's) reads the edges in one sweep.
pub(crate) struct OutEdges {
    /// The nodes children first, as the judge's path finishes them.
    pub(crate) order: Vec<u32>,
    /// `place[u]`: where node `u` stands in `order`.
    place: Vec<u32>,
    /// The edges leaving the node at place `p` are `rows[start[p]..start[p + 1]]`,
    /// each its head and colour index packed as `head << 3 | colour`.
    start: Vec<u32>,
    rows: Vec<u32>,
}

impl OutEdges {
    /// The graph's edges by tail, `order` holding its nodes children first: one
    /// counting sort straight from its rows (each grouped by head).
    pub(crate) fn new(graph: &InEdges, order: Vec<u32>) -> OutEdges {
        let n = order.len();
        let mut place = vec![0; n];
        for (p, &u) in order.iter().enumerate() {
            place[u as usize] = p as u32;
        }
        let mut start = Vec::with_capacity(n + 1);
        start.push(0);
        for (p, &u) in order.iter().enumerate() {
            start.push(start[p] + graph.out_degree[u as usize]);
        }
        let mut next = start.clone();
        let mut rows = vec![0; graph.rows.len()];
        for v in 0..n {
            for (tail, colour) in graph.entering(v) {
                let slot = &mut next[place[tail as usize] as usize];
                rows[*slot as usize] = (v as u32) << 3 | u32::from(colour);
                *slot += 1;
            }
        }
        OutEdges {
            order,
            place,
            start,
            rows,
        }
    }

    /// The edges leaving node `u`: (head, colour index), by head.
    pub(crate) fn leaving(&self, u: usize) -> impl Iterator<Item = (u32, u8)> + '_ {
        self.at_place(self.place[u] as usize)
    }

    /// The edges leaving the node at place `p` of [`OutEdges::order`].
    pub(crate) fn at_place(&self, p: usize) -> impl Iterator<Item = (u32, u8)> + '_ {
        let rows = &self.rows[self.start[p] as usize..self.start[p + 1] as usize];
        rows.iter().map(|&row| (row >> 3, (row & 7) as u8))
    }
}
