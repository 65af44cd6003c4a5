//! The strongly connected components of the import graph (Tarjan's algorithm): each component
//! of two modules or more is a set of modules that import each other, directly or in a circle.

use super::resolve::Edges;

/// The components of more than one module, each sorted, in the order Tarjan's algorithm closes
/// them.
pub(crate) fn cycles(modules: usize, edges: &Edges) -> Vec<Vec<usize>> {
    let mut search = Search {
        edges,
        index: vec![None; modules],
        low: vec![0; modules],
        on_stack: vec![false; modules],
        stack: Vec::new(),
        next: 0,
        components: Vec::new(),
    };
    for module in 0..modules {
        if search.index[module].is_none() {
            search.visit(module);
        }
    }
    search.components
}

/// Tarjan's depth-first search state.
struct Search<'a> {
    edges: &'a Edges,
    /// The order each module was reached in.
    index: Vec<Option<usize>>,
    /// The lowest index reachable from each module through the search tree and one back edge.
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    next: usize,
    components: Vec<Vec<usize>>,
}

impl Search<'_> {
    fn visit(&mut self, module: usize) {
        self.index[module] = Some(self.next);
        self.low[module] = self.next;
        self.next += 1;
        self.stack.push(module);
        self.on_stack[module] = true;
        let targets: Vec<usize> = self
            .edges
            .get(&module)
            .map(|out| out.keys().copied().collect())
            .unwrap_or_default();
        for to in targets {
            match self.index[to] {
                None => {
                    self.visit(to);
                    self.low[module] = self.low[module].min(self.low[to]);
                }
                Some(index) if self.on_stack[to] => {
                    self.low[module] = self.low[module].min(index);
                }
                Some(_) => {}
            }
        }
        if Some(self.low[module]) == self.index[module] {
            let mut component = Vec::new();
            while let Some(top) = self.stack.pop() {
                self.on_stack[top] = false;
                component.push(top);
                if top == module {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort_unstable();
                self.components.push(component);
            }
        }
    }
}
