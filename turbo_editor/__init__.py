"""Turbo Editor: a desktop editor for RSS 2.0 feeds with the Yandex Turbo extension."""

__version__ = "0.1.0"
