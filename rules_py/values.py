"""The engine's small value classes: declared as dataclasses are, made at a fraction of the cost.

``@value`` turns a class of annotated fields into a value, as ``@dataclass(frozen=True)``
would: an ``__init__`` that takes the fields in order (defaults, ``field(default_factory=...)``,
then ``__post_init__``), equality and a hash over the fields, a repr, and no assignment after
``__init__`` (:class:`FrozenInstanceError`).  ``field(compare=False)`` leaves a field out of
equality and hash, ``field(repr=False)`` out of the repr; a method the class writes itself
(``__repr__``, ``__eq__``) is kept.  ``@value(frozen=False)`` allows assignment and has no
hash; ``@value(kw_only=True)`` takes every field by keyword.  Type checkers read it as a
dataclass (``typing.dataclass_transform``).

Why not :mod:`dataclasses` itself: ``@dataclass`` examines every field and compiles seven or so
methods per class; in Pyodide (the checker's worker, WebAssembly) that was two thirds of
importing the engine before the first verdict.  Here only ``__init__``, ``__eq__`` and
``__hash__`` are written as source (one compile per class, the same code ``@dataclass``
writes), the rest is shared (docs-dev/performance.md, "The engine's import in the worker").
No inheritance between values, no ``ClassVar`` fields: the engine has neither.
"""

from __future__ import annotations

from collections.abc import Callable
from types import CodeType
from typing import Any, dataclass_transform, overload

__all__ = ["FrozenInstanceError", "as_dict", "field", "replace", "value"]


class FrozenInstanceError(AttributeError):
    """An assignment to a field of a frozen value."""


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


_MISSING: Any = _Missing()


class _Field:
    __slots__ = ("compare", "default", "default_factory", "repr")

    def __init__(self, default: object, default_factory: object, repr: bool, compare: bool) -> None:
        self.default = default
        self.default_factory = default_factory
        self.repr = repr
        self.compare = compare


def field(
    *,
    default: Any = _MISSING,
    default_factory: Callable[[], Any] = _MISSING,
    repr: bool = True,
    compare: bool = True,
) -> Any:
    """A field's default (or a function that makes one for each value) and whether the field
    shows in the repr and counts for equality and the hash."""
    return _Field(default, default_factory, repr, compare)


_FIELDS = "__value_fields__"


def _fields(cls: type) -> dict[str, _Field]:
    # The class's own annotations as written (strings under `from __future__ import
    # annotations`, as in every engine module); without that import Python 3.14 makes them
    # on request.
    written = cls.__dict__.get("__annotations__")  # noqa: RUF063
    found = {}
    for name in written if written is not None else cls.__annotations__:
        spec = cls.__dict__.get(name, _MISSING)
        found[name] = spec if isinstance(spec, _Field) else _Field(spec, _MISSING, True, True)
    return found


def _methods(cls: type, fields: dict[str, _Field], frozen: bool, kw_only: bool) -> str:
    """The source of ``__init__``, ``__eq__`` and ``__hash__``, as ``@dataclass`` writes them."""
    params = ["self", *(["*"] if kw_only and fields else [])]
    body = []
    for name, spec in fields.items():
        given = name
        if spec.default_factory is not _MISSING:
            params.append(f"{name}=_MISSING")
            given = f"_factory_{name}() if {name} is _MISSING else {name}"
        elif spec.default is not _MISSING:
            params.append(f"{name}=_default_{name}")
        else:
            params.append(name)
        body.append(
            f"  _setattr(self, {name!r}, {given})" if frozen else f"  self.{name} = {given}"
        )
    if hasattr(cls, "__post_init__"):
        body.append("  self.__post_init__()")
    compared = [name for name, spec in fields.items() if spec.compare]
    mine = "".join(f"self.{name}," for name in compared)
    theirs = "".join(f"other.{name}," for name in compared)
    return (
        f"def __init__({', '.join(params)}):\n"
        + "\n".join(body or ["  pass"])
        + "\ndef __eq__(self, other):\n"
        + f"  if other.__class__ is self.__class__:\n    return ({mine}) == ({theirs})\n"
        + "  return NotImplemented\n"
        + f"def __hash__(self):\n  return hash(({mine}))\n"
    )


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _repr(self: object) -> str:
    shown = (
        f"{name}={getattr(self, name)!r}"
        for name, spec in getattr(self, _FIELDS).items()
        if spec.repr
    )
    return f"{self.__class__.__qualname__}({', '.join(shown)})"


COMPILED: dict[str, CodeType] = {}
"""The compiled code of the methods' sources (`_methods`), by source: filled as classes are
made, and ahead by whoever ships the engine. Compiling is most of making a class in Pyodide
(WebAssembly): the checker's worker finds the code of every class here, compiled at build
(sitegen/precompile.py, sitegen/stdlib_fallback.py; docs-dev/performance.md)."""


def _make[T](cls: type[T], frozen: bool, kw_only: bool) -> type[T]:
    fields = _fields(cls)
    space: dict[str, Any] = {"_MISSING": _MISSING, "_setattr": object.__setattr__}
    for name, spec in fields.items():
        space[f"_default_{name}"] = spec.default
        space[f"_factory_{name}"] = spec.default_factory
    source = _methods(cls, fields, frozen, kw_only)
    code = COMPILED.get(source)
    if code is None:
        code = COMPILED[source] = compile(source, "<string>", "exec")
    exec(code, space)
    for name in ("__init__", "__eq__", "__hash__"):
        space[name].__qualname__ = f"{cls.__qualname__}.{name}"
    own = cls.__dict__
    made: dict[str, Any] = {_FIELDS: fields, "__init__": space["__init__"]}
    if "__eq__" not in own:
        made["__eq__"] = space["__eq__"]
        made["__hash__"] = space["__hash__"] if frozen else None
    if "__repr__" not in own:
        made["__repr__"] = _repr
    if frozen:
        made["__setattr__"] = _frozen_setattr
        made["__delattr__"] = _frozen_delattr
    for name, attribute in made.items():
        setattr(cls, name, attribute)
    for name, spec in fields.items():
        if isinstance(own.get(name), _Field):
            # The default is the class attribute, as with @dataclass; a factory's is none.
            if spec.default is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, spec.default)
    return cls


@overload
def value[T](cls: type[T], /) -> type[T]: ...


@overload
def value[T](*, frozen: bool = True, kw_only: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def value[T](
    cls: type[T] | None = None, /, *, frozen: bool = True, kw_only: bool = False
) -> type[T] | Callable[[type[T]], type[T]]:
    """Make ``cls`` a value class (see the module's description)."""
    if cls is None:
        return lambda cls: _make(cls, frozen, kw_only)
    return _make(cls, frozen, kw_only)


def replace[T](obj: T, /, **changes: Any) -> T:
    """A copy of the value ``obj`` with the fields in ``changes`` changed."""
    given = {name: getattr(obj, name) for name in getattr(obj, _FIELDS)}
    return obj.__class__(**{**given, **changes})


def as_dict(obj: object) -> dict[str, Any]:
    """The value's fields by name (not deeper: the fields' values as they are)."""
    return {name: getattr(obj, name) for name in getattr(obj, _FIELDS)}
