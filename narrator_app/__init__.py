"""Ravi (راوی): a narrator's desk for live games of Iranian Mafia."""

__version__ = "0.1.0"
