"""The examples in the native classes' docstrings run (pytest's --doctest-modules, in CI,
runs the Python modules' own)."""

import doctest

import pytest

import fianchetto._native as native

# Classes and functions only: a constant (`BB_ALL`, an `int`) shows its type's docstring.
DOCUMENTED = [
    item
    for item in (getattr(native, name) for name in dir(native) if not name.startswith("_"))
    if callable(item) and ">>>" in (getattr(item, "__doc__", "") or "")
]


@pytest.mark.parametrize("item", DOCUMENTED, ids=lambda item: item.__name__)
def test_docstring_examples_run(item):
    finder = doctest.DocTestFinder(recurse=False)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in finder.find(item, item.__name__, globs={}):
        runner.run(test)
    assert runner.failures == 0
    assert runner.tries > 0


def test_every_class_is_documented():
    for name in dir(native):
        item = getattr(native, name)
        if isinstance(item, type) and not name.startswith("_") and not issubclass(item, Exception):
            assert item.__doc__, name
