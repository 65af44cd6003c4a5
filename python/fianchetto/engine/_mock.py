"""`MockTransport`: a scripted engine for tests of a protocol, with no process."""

from __future__ import annotations

import asyncio
import collections
from typing import Deque, List, Optional, Tuple

from fianchetto.engine._protocol import Protocol


class MockTransport(asyncio.SubprocessTransport, asyncio.WriteTransport):
    """Stands in for an engine process: each line the protocol writes must be the next
    expected one (`expect`), and the engine's scripted answer to it is fed back. A wrong or
    unexpected line raises AssertionError; `assert_done` checks that all were written."""

    def __init__(self, protocol: Protocol) -> None:
        super().__init__()
        self.protocol = protocol
        self.expectations: Deque[Tuple[str, List[str]]] = collections.deque()
        self.expected_pings = 0
        self.stdin_buffer = bytearray()
        self._closed = False
        self.protocol.connection_made(self)

    def expect(self, expectation: str, responses: Optional[List[str]] = None) -> None:
        """The protocol is to write `expectation` next, and the engine answers `responses`."""
        self.expectations.append((expectation, list(responses or [])))

    def expect_ping(self) -> None:
        """The protocol is to check that the engine is there (`ping N`), answered `pong N`."""
        self.expected_pings += 1

    def assert_done(self) -> None:
        """Every expected line has been written."""
        assert not self.expectations, f"pending expectations: {self.expectations}"

    def get_pipe_transport(self, fd: int) -> MockTransport:
        """This transport (the protocol writes to stdin, pipe 0)."""
        assert fd == 0, f"expected 0 for stdin, got {fd}"
        return self

    def write(self, data: bytes) -> None:  # type: ignore[override]
        """Checks each line written against the expectations and answers it."""
        self.stdin_buffer.extend(data)
        while b"\n" in self.stdin_buffer:
            raw, _, rest = bytes(self.stdin_buffer).partition(b"\n")
            self.stdin_buffer[:] = rest
            line = raw.decode("utf-8")
            if line.startswith("ping ") and self.expected_pings:
                self.expected_pings -= 1
                self._respond(["pong " + line.split(" ", 1)[1]])
                continue
            assert self.expectations, f"unexpected: {line}"
            expectation, responses = self.expectations.popleft()
            assert expectation == line, f"expected {expectation}, got: {line}"
            self._respond(responses)

    def _respond(self, responses: List[str]) -> None:
        if responses:
            data = "".join(f"{response}\n" for response in responses).encode("utf-8")
            self.protocol.loop.call_soon(self.protocol.pipe_data_received, 1, data)

    def get_pid(self) -> int:
        """A made-up process id."""
        return id(self)

    def get_returncode(self) -> Optional[int]:
        """None: the scripted engine never exits."""
        return None

    def close(self) -> None:
        """Forgets the engine."""
        self._closed = True

    def is_closing(self) -> bool:
        """Whether `close` was called."""
        return self._closed
