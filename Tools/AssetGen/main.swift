// assetgen: generates Assets/ (being written).
print("assetgen")
