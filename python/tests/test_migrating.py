"""Every Python block of docs/migrating.md's "From python-chess, in Python" runs."""

import os
import re

import pytest

from conftest import ROOT

PAGE = (ROOT / "docs" / "migrating.md").read_text(encoding="utf-8")
SECTION = PAGE.split("## From python-chess, in Python", 1)[1].split("\n## ", 1)[0]
BLOCKS = re.findall(r"```python\n(.*?)```", SECTION, re.S)


def test_the_section_has_the_eight_jobs():
    assert len(BLOCKS) == 8


@pytest.mark.parametrize("number", range(1, len(BLOCKS) + 1))
def test_job_runs(number, monkeypatch):
    monkeypatch.chdir(ROOT)
    exec(compile(BLOCKS[number - 1], f"migrating.md job {number}", "exec"), {})
