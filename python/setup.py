"""A platform wheel (Root-Is-Purelib: false): the package carries a native
binary, so it installs where platform-specific files go (platlib)."""
from setuptools import setup
from setuptools.dist import Distribution


class BinaryDistribution(Distribution):
    def has_ext_modules(self):
        return True


setup(distclass=BinaryDistribution)
